CREATE TABLE `preseason_booking_lines` (
	`booking_id` integer NOT NULL,
	`model_slug` text NOT NULL,
	`article_code` text NOT NULL,
	`month` text NOT NULL,
	`qty` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `article_code`, `month`),
	FOREIGN KEY (`booking_id`) REFERENCES `preseason_bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `preseason_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`window_id` integer NOT NULL,
	`cust_code` text NOT NULL,
	`updated_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`window_id`) REFERENCES `preseason_windows`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preseason_bookings_window_cust` ON `preseason_bookings` (`window_id`,`cust_code`);--> statement-breakpoint
CREATE TABLE `preseason_orders` (
	`booking_id` integer NOT NULL,
	`month` text NOT NULL,
	`order_number` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`invoice_due_date` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `month`),
	FOREIGN KEY (`booking_id`) REFERENCES `preseason_bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `preseason_windows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sorg` text NOT NULL,
	`name` text NOT NULL,
	`opens_on` text NOT NULL,
	`closes_on` text NOT NULL,
	`discount_percent` real DEFAULT 0 NOT NULL,
	`delivery_months` text NOT NULL,
	`dating_days` integer NOT NULL,
	`model_slugs` text NOT NULL,
	`ordered_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `preseason_windows_sorg_idx` ON `preseason_windows` (`sorg`,`closes_on`);