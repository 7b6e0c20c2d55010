ALTER TABLE `news` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `translation_key` text;--> statement-breakpoint
ALTER TABLE `sales_documents` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_documents` ADD `translation_key` text;