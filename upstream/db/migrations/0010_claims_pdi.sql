CREATE TABLE `claim_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`claim_id` integer NOT NULL,
	`comment` text NOT NULL,
	`internal` integer NOT NULL,
	`display_name` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `claim_comments_claim` ON `claim_comments` (`claim_id`);--> statement-breakpoint
CREATE TABLE `claim_docs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`claim_id` integer NOT NULL,
	`doc_type` text NOT NULL,
	`no` integer NOT NULL,
	`title` text,
	`url` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `claim_docs_claim` ON `claim_docs` (`claim_id`);--> statement-breakpoint
CREATE TABLE `claim_histories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`claim_id` integer NOT NULL,
	`status_id` integer NOT NULL,
	`reason` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `claim_histories_claim` ON `claim_histories` (`claim_id`);--> statement-breakpoint
CREATE TABLE `claim_problem_rows` (
	`claim_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`problem_id` text NOT NULL,
	`part` text NOT NULL,
	`description` text NOT NULL,
	`notes` text,
	PRIMARY KEY(`claim_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `claim_recall_frames` (
	`recall_id` integer NOT NULL,
	`frame_number` text NOT NULL,
	PRIMARY KEY(`frame_number`, `recall_id`)
);
--> statement-breakpoint
CREATE TABLE `claim_recalls` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`instruction` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference_no` text NOT NULL,
	`submission_id` text,
	`cust_code` text NOT NULL,
	`product_category` text NOT NULL,
	`status_id` integer NOT NULL,
	`frame_number` text,
	`frame_shipped_delv_no` text,
	`frame_shipped_to` text,
	`article_code` text NOT NULL,
	`article_name` text NOT NULL,
	`brand_name` text NOT NULL,
	`model` text,
	`model_year` integer,
	`qty` integer NOT NULL,
	`description` text NOT NULL,
	`purchase_date` text NOT NULL,
	`consumer` text,
	`contact_person_name` text,
	`resolution` text,
	`reason_rejection` text,
	`credit_note` text,
	`delivery_no` text,
	`delivery_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claims_reference_no_unique` ON `claims` (`reference_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `claims_submission_id_unique` ON `claims` (`submission_id`);--> statement-breakpoint
CREATE INDEX `claims_cust_created` ON `claims` (`cust_code`,`created_at`);--> statement-breakpoint
CREATE INDEX `claims_created` ON `claims` (`created_at`);--> statement-breakpoint
CREATE INDEX `claims_frame` ON `claims` (`frame_number`);--> statement-breakpoint
CREATE TABLE `pdi_checks` (
	`pdi_id` integer NOT NULL,
	`checklist_id` text NOT NULL,
	`checked` integer NOT NULL,
	PRIMARY KEY(`pdi_id`, `checklist_id`)
);
--> statement-breakpoint
CREATE TABLE `pdis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cust_code` text NOT NULL,
	`frame_number` text NOT NULL,
	`article_code` text NOT NULL,
	`description` text NOT NULL,
	`brand` text NOT NULL,
	`merchandise` text NOT NULL,
	`model_year` integer,
	`model` text,
	`series` text,
	`mechanic` text NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pdis_cust` ON `pdis` (`cust_code`,`created_at`);--> statement-breakpoint
CREATE TABLE `stolen_frames` (
	`frame_number` text PRIMARY KEY NOT NULL,
	`reported_at` text NOT NULL
);
