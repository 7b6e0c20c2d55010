CREATE TABLE `tp_cart_items` (
	`cust_code` text NOT NULL,
	`vendor_id` text NOT NULL,
	`article_code` text NOT NULL,
	`qty` integer NOT NULL,
	PRIMARY KEY(`cust_code`, `vendor_id`, `article_code`)
);
--> statement-breakpoint
CREATE TABLE `tp_order_lines` (
	`order_no` text NOT NULL,
	`article_code` text NOT NULL,
	`description` text NOT NULL,
	`price` integer NOT NULL,
	`order_qty` integer NOT NULL,
	`sales_unit` text NOT NULL,
	`subtotal` integer NOT NULL,
	`status` text NOT NULL,
	PRIMARY KEY(`order_no`, `article_code`)
);
--> statement-breakpoint
CREATE TABLE `tp_orders` (
	`order_no` text PRIMARY KEY NOT NULL,
	`cust_code` text NOT NULL,
	`vendor_id` text NOT NULL,
	`req_delivery_date` text,
	`notes` text,
	`shipto_id` text NOT NULL,
	`address` text NOT NULL,
	`currency` text NOT NULL,
	`total_order` integer NOT NULL,
	`qty` integer NOT NULL,
	`created_at` text NOT NULL,
	`idempotency_key` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tp_orders_idempotency_key_unique` ON `tp_orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `tp_orders_cust` ON `tp_orders` (`cust_code`,`created_at`);--> statement-breakpoint
CREATE INDEX `tp_orders_vendor` ON `tp_orders` (`vendor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tp_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` text NOT NULL,
	`article_code` text NOT NULL,
	`description` text NOT NULL,
	`price` integer NOT NULL,
	`image_url` text,
	`sales_unit` text NOT NULL,
	`uom_converter` integer NOT NULL,
	`stock` integer NOT NULL,
	`order_flag` integer NOT NULL,
	`new_arrival_from` text,
	`new_arrival_to` text,
	`new_arrival_active` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tp_products_vendor_article` ON `tp_products` (`vendor_id`,`article_code`);--> statement-breakpoint
CREATE INDEX `tp_products_description` ON `tp_products` (`description`);--> statement-breakpoint
CREATE TABLE `tp_vendors` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`cust_code` text,
	`sorgs` text NOT NULL,
	`currency` text NOT NULL,
	`address` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cc_order_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`name` text NOT NULL,
	`sku` text NOT NULL,
	`qty` integer NOT NULL,
	`qty_shipped` integer NOT NULL,
	`shipment` text
);
--> statement-breakpoint
CREATE INDEX `cc_order_lines_order` ON `cc_order_lines` (`order_id`);--> statement-breakpoint
CREATE TABLE `cc_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`cust_code` text NOT NULL,
	`status` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cc_orders_cust` ON `cc_orders` (`cust_code`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `customer_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`host` text NOT NULL,
	`reason` text NOT NULL,
	`goal` text NOT NULL,
	`cust_name` text NOT NULL,
	`cust_address` text NOT NULL,
	`cust_state` text NOT NULL,
	`cust_postal_code` text,
	`cust_country` text NOT NULL,
	`cust_city` text NOT NULL,
	`cust_email` text NOT NULL,
	`cust_phone` text NOT NULL,
	`cust_web` text,
	`created_at` text NOT NULL
);
