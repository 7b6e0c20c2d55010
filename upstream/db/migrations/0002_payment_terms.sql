CREATE TABLE `customer_payment_terms` (
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`term_code` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`cust_code`, `sorg`, `term_code`)
);
--> statement-breakpoint
CREATE INDEX `customer_payment_terms_cust` ON `customer_payment_terms` (`cust_code`);--> statement-breakpoint
CREATE TABLE `payment_terms` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`net_days` integer,
	`discount_days` integer,
	`discount_percent` real
);
--> statement-breakpoint
ALTER TABLE `ledger_orders` ADD `payment_term` text;