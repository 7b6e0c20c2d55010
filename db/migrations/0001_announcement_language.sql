ALTER TABLE `announcements` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `announcements` ADD `translation_key` text;