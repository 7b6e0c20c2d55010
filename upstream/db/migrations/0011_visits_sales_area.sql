CREATE TABLE `form_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand` text NOT NULL,
	`cust_code` text NOT NULL,
	`cust_name` text NOT NULL,
	`fields` text NOT NULL,
	`images` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	`updated_at` text,
	`idempotency_key` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `form_visits_idempotency_key_unique` ON `form_visits` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `form_visits_brand` ON `form_visits` (`brand`,`created_at`);--> statement-breakpoint
CREATE INDEX `form_visits_cust` ON `form_visits` (`cust_code`,`brand`);--> statement-breakpoint
CREATE TABLE `sales_region_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`region_id` text NOT NULL,
	`description` text NOT NULL,
	`category` text,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `sales_regions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sales_region_groups_region` ON `sales_region_groups` (`region_id`);--> statement-breakpoint
CREATE TABLE `sales_regions` (
	`id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`description` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sales_regions_country` ON `sales_regions` (`country`);