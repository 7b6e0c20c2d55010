CREATE TABLE `restock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`article_code` text NOT NULL,
	`article_name` text NOT NULL,
	`product_path` text NOT NULL,
	`origin` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` integer NOT NULL,
	`notified_at` integer,
	`seen_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restock_alerts_waiting_uq` ON `restock_alerts` (`user_id`,`cust_code`,`sorg`,`article_code`) WHERE notified_at IS NULL;--> statement-breakpoint
CREATE INDEX `restock_alerts_waiting_idx` ON `restock_alerts` (`notified_at`,`sorg`);