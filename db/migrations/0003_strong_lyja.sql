CREATE TABLE `order_list_lines` (
	`list_id` integer NOT NULL,
	`article_code` text NOT NULL,
	`sorg` text NOT NULL,
	`qty` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`list_id`, `sorg`, `article_code`),
	FOREIGN KEY (`list_id`) REFERENCES `order_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cust_r3` text NOT NULL,
	`owner_user_id` integer,
	`name` text NOT NULL,
	`shared` integer DEFAULT false NOT NULL,
	`submission_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_lists_cust_idx` ON `order_lists` (`cust_r3`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_lists_submission_idx` ON `order_lists` (`cust_r3`,`submission_id`);--> statement-breakpoint
CREATE TABLE `return_files` (
	`return_id` integer NOT NULL,
	`file_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`return_id`, `file_id`),
	FOREIGN KEY (`return_id`) REFERENCES `return_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `return_lines` (
	`return_id` integer NOT NULL,
	`article_code` text NOT NULL,
	`qty` integer NOT NULL,
	`unit_price` integer NOT NULL,
	PRIMARY KEY(`return_id`, `article_code`),
	FOREIGN KEY (`return_id`) REFERENCES `return_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `return_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cust_r3` text NOT NULL,
	`sorg` text NOT NULL,
	`do_number` text NOT NULL,
	`order_number` text NOT NULL,
	`delivery_date` text NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`currency` text NOT NULL,
	`created_by_user_id` integer,
	`submission_id` text NOT NULL,
	`decided_at` integer,
	`decision_note` text,
	`credit_note_no` text,
	`credit_amount` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `return_requests_cust_idx` ON `return_requests` (`cust_r3`,`do_number`);--> statement-breakpoint
CREATE INDEX `return_requests_status_idx` ON `return_requests` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `return_requests_submission_idx` ON `return_requests` (`cust_r3`,`submission_id`);