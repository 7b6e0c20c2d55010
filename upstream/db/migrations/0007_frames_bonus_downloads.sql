CREATE TABLE `bonus_purchases` (
	`cust_code` text NOT NULL,
	`year` integer NOT NULL,
	`quarter` integer NOT NULL,
	`invoice_date` text NOT NULL,
	`invoice_number` text NOT NULL,
	`line` integer NOT NULL,
	`article_code` text NOT NULL,
	`article_description` text NOT NULL,
	`brand_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`point` integer NOT NULL,
	`point_value` integer NOT NULL,
	`currency` text NOT NULL,
	PRIMARY KEY(`invoice_number`, `line`)
);
--> statement-breakpoint
CREATE INDEX `bonus_purchases_cust` ON `bonus_purchases` (`cust_code`,`year`);--> statement-breakpoint
CREATE TABLE `bonus_quarters` (
	`cust_code` text NOT NULL,
	`year` integer NOT NULL,
	`quarter` integer NOT NULL,
	`on_time_payment` integer NOT NULL,
	`verification_percent` integer NOT NULL,
	`total_sales` integer NOT NULL,
	`currency` text NOT NULL,
	PRIMARY KEY(`cust_code`, `year`, `quarter`)
);
--> statement-breakpoint
CREATE TABLE `bonus_retail` (
	`cust_code` text NOT NULL,
	`year` integer NOT NULL,
	`quarter` integer NOT NULL,
	`input_date` text NOT NULL,
	`frame_number` text PRIMARY KEY NOT NULL,
	`article_description` text NOT NULL,
	`class` text NOT NULL,
	`brand_id` text NOT NULL,
	`point` integer NOT NULL,
	`point_value` integer NOT NULL,
	`currency` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bonus_retail_cust` ON `bonus_retail` (`cust_code`,`year`);--> statement-breakpoint
CREATE TABLE `download_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`cust_code` text,
	`sorgs` text,
	`module` text NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`status` text NOT NULL,
	`file_name` text,
	`requested_at` text NOT NULL,
	`file` blob
);
--> statement-breakpoint
CREATE INDEX `download_requests_user` ON `download_requests` (`user_id`,`requested_at`);--> statement-breakpoint
CREATE TABLE `frame_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`frame_number` text NOT NULL,
	`type` text NOT NULL,
	`cust_code` text NOT NULL,
	`sold_date` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_phone` text,
	`customer_email` text,
	`customer_city` text,
	`customer_address` text,
	`dealer_name` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `frame_registrations_frame_number_unique` ON `frame_registrations` (`frame_number`);--> statement-breakpoint
CREATE INDEX `frame_registrations_cust` ON `frame_registrations` (`cust_code`,`created_at`);--> statement-breakpoint
CREATE TABLE `frames` (
	`frame_number` text PRIMARY KEY NOT NULL,
	`article_code` text NOT NULL,
	`article_description` text NOT NULL,
	`brand` text NOT NULL,
	`old_code` text,
	`cust_code` text NOT NULL,
	`shipped_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `frames_cust` ON `frames` (`cust_code`);