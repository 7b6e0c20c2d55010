CREATE TABLE `claim_recall_texts` (
	`recall_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`instruction` text NOT NULL,
	PRIMARY KEY(`recall_id`, `language`)
);
--> statement-breakpoint
ALTER TABLE `stock` ADD `arrives_at` text;--> statement-breakpoint
ALTER TABLE `claim_recall_frames` ADD `done_at` text;--> statement-breakpoint
ALTER TABLE `claim_recall_frames` ADD `done_by` text;--> statement-breakpoint
ALTER TABLE `claim_recall_frames` ADD `claim_id` integer;--> statement-breakpoint
ALTER TABLE `claim_recall_frames` ADD `done_by_name` text;--> statement-breakpoint
CREATE INDEX `claim_recall_frames_recall` ON `claim_recall_frames` (`recall_id`,`done_at`);--> statement-breakpoint
ALTER TABLE `claim_recalls` ADD `closed_at` text;