ALTER TABLE `files` ADD `attached_to` text;--> statement-breakpoint
ALTER TABLE `files` ADD `attached_at` integer;--> statement-breakpoint
CREATE INDEX `files_pending_idx` ON `files` (`attached_to`,`created_at`);--> statement-breakpoint
-- Files uploaded before attachment was tracked belong to what they were sent with: never swept.
UPDATE `files` SET `attached_to` = 'before-tracking', `attached_at` = `created_at`;
