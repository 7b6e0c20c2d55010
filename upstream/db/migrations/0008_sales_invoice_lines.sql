CREATE TABLE `sales_invoice_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`invoice_no` text NOT NULL,
	`line_no` integer NOT NULL,
	`invoice_date` text NOT NULL,
	`invoice_month` text NOT NULL,
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`article_code` text NOT NULL,
	`model_id` integer NOT NULL,
	`qty` integer NOT NULL,
	`net_amount` integer NOT NULL,
	`currency` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sales_invoice_lines_overview` ON `sales_invoice_lines` (`cust_code`,`sorg`,`invoice_month`,`model_id`,`qty`,`net_amount`);--> statement-breakpoint
CREATE INDEX `sales_invoice_lines_invoice` ON `sales_invoice_lines` (`invoice_no`);