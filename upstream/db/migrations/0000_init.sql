CREATE TABLE `customer_areas` (
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`cust_group` text,
	`sales_office` text,
	`sales_group` text,
	`salesman` text,
	PRIMARY KEY(`cust_code`, `sorg`),
	FOREIGN KEY (`cust_code`) REFERENCES `customers`(`r3`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sorg`) REFERENCES `sales_orgs`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `customer_areas_salesman` ON `customer_areas` (`salesman`);--> statement-breakpoint
CREATE INDEX `customer_areas_group` ON `customer_areas` (`sales_group`);--> statement-breakpoint
CREATE INDEX `customer_areas_office` ON `customer_areas` (`sales_office`);--> statement-breakpoint
CREATE INDEX `customer_areas_sorg` ON `customer_areas` (`sorg`);--> statement-breakpoint
CREATE TABLE `customers` (
	`r3` text PRIMARY KEY NOT NULL,
	`isr` text,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`region` text,
	`postal_code` text,
	`country` text NOT NULL,
	`phone` text,
	`email` text,
	`category` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_isr_unique` ON `customers` (`isr`);--> statement-breakpoint
CREATE INDEX `customers_name` ON `customers` (`name`);--> statement-breakpoint
CREATE TABLE `sales_orgs` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`country_code` text NOT NULL,
	`currency` text NOT NULL,
	`symbol` text NOT NULL,
	`decimal_precision` integer NOT NULL,
	`thousand_separator` text NOT NULL,
	`decimal_separator` text NOT NULL,
	`paa_label` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sales_reps` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`sales_group` text,
	`sales_office` text
);
--> statement-breakpoint
CREATE TABLE `ship_tos` (
	`id` text PRIMARY KEY NOT NULL,
	`cust_code` text NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`region` text,
	`postal_code` text,
	`country` text NOT NULL,
	`phone` text,
	`is_default` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`cust_code`) REFERENCES `customers`(`r3`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ship_tos_cust` ON `ship_tos` (`cust_code`);--> statement-breakpoint
CREATE TABLE `article_tags` (
	`product_id` integer NOT NULL,
	`category` text NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`product_id`, `category`, `tag`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `article_tags_tag` ON `article_tags` (`tag`,`category`);--> statement-breakpoint
CREATE TABLE `bike_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`wording` text NOT NULL,
	`sort` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bike_categories_code_unique` ON `bike_categories` (`code`);--> statement-breakpoint
CREATE TABLE `brands` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_code_unique` ON `brands` (`code`);--> statement-breakpoint
CREATE TABLE `discount_tiers` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`sorg` text NOT NULL,
	`sales_deal_no` text NOT NULL,
	`type` text NOT NULL,
	`term` text NOT NULL,
	`qty` integer NOT NULL,
	`value` real NOT NULL,
	`uom` text DEFAULT 'EA' NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sales_deal_no`) REFERENCES `promotions`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `discount_tiers_product` ON `discount_tiers` (`product_id`,`sorg`);--> statement-breakpoint
CREATE INDEX `discount_tiers_deal` ON `discount_tiers` (`sales_deal_no`,`product_id`);--> statement-breakpoint
CREATE TABLE `merchandise_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`product_type` text NOT NULL,
	`bike_category_id` integer,
	FOREIGN KEY (`bike_category_id`) REFERENCES `bike_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `models` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`product_type` text NOT NULL,
	`brand_id` integer NOT NULL,
	`series_id` integer,
	`mc_id` text NOT NULL,
	`bike_category_id` integer,
	`model_year` integer,
	`description` text,
	`specifications` text DEFAULT '[]' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`series_id`) REFERENCES `series`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mc_id`) REFERENCES `merchandise_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bike_category_id`) REFERENCES `bike_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `models_code_unique` ON `models` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `models_slug_unique` ON `models` (`slug`);--> statement-breakpoint
CREATE INDEX `models_type` ON `models` (`product_type`);--> statement-breakpoint
CREATE TABLE `prices` (
	`product_id` integer NOT NULL,
	`sorg` text NOT NULL,
	`dealer_price` integer,
	`retail_price` integer,
	PRIMARY KEY(`product_id`, `sorg`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `prices_sorg_dealer` ON `prices` (`sorg`,`dealer_price`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`article_code` text NOT NULL,
	`model_id` integer NOT NULL,
	`name` text NOT NULL,
	`product_type` text NOT NULL,
	`brand_id` integer NOT NULL,
	`series_id` integer,
	`mc_id` text NOT NULL,
	`bike_category_id` integer,
	`model_year` integer,
	`frame_size` text,
	`wheel_size` text,
	`colour` text,
	`image_key` text,
	`uom` text DEFAULT 'EA' NOT NULL,
	`order_limit` integer,
	`best_seller_rank` integer,
	`released_on` text NOT NULL,
	FOREIGN KEY (`model_id`) REFERENCES `models`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_article_code_unique` ON `products` (`article_code`);--> statement-breakpoint
CREATE INDEX `products_model` ON `products` (`model_id`);--> statement-breakpoint
CREATE INDEX `products_type_name` ON `products` (`product_type`,`name`);--> statement-breakpoint
CREATE INDEX `products_type_brand` ON `products` (`product_type`,`brand_id`);--> statement-breakpoint
CREATE INDEX `products_type_series` ON `products` (`product_type`,`series_id`);--> statement-breakpoint
CREATE INDEX `products_type_mc` ON `products` (`product_type`,`mc_id`);--> statement-breakpoint
CREATE INDEX `products_type_bike_category` ON `products` (`product_type`,`bike_category_id`);--> statement-breakpoint
CREATE INDEX `products_type_released` ON `products` (`product_type`,`released_on`);--> statement-breakpoint
CREATE INDEX `products_type_best` ON `products` (`product_type`,`best_seller_rank`);--> statement-breakpoint
CREATE INDEX `products_frame` ON `products` (`frame_size`);--> statement-breakpoint
CREATE INDEX `products_wheel` ON `products` (`wheel_size`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`code` text PRIMARY KEY NOT NULL,
	`sorg` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_words` (
	`word` text PRIMARY KEY NOT NULL,
	`frequency` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `series` (
	`id` integer PRIMARY KEY NOT NULL,
	`brand_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `series_code_unique` ON `series` (`code`);--> statement-breakpoint
CREATE TABLE `stock` (
	`product_id` integer NOT NULL,
	`location_code` text NOT NULL,
	`sorg` text NOT NULL,
	`qty` integer NOT NULL,
	`next_arrival` text,
	`next_arrival_qty` integer,
	PRIMARY KEY(`product_id`, `sorg`, `location_code`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_code`) REFERENCES `stock_locations`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stock_sorg_product` ON `stock` (`sorg`,`product_id`,`qty`);--> statement-breakpoint
CREATE TABLE `stock_locations` (
	`code` text PRIMARY KEY NOT NULL,
	`sorg` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cart_lines` (
	`cust_code` text NOT NULL,
	`article_code` text NOT NULL,
	`sorg` text NOT NULL,
	`qty` integer NOT NULL,
	`uom` text NOT NULL,
	`added_at` text NOT NULL,
	PRIMARY KEY(`cust_code`, `article_code`, `sorg`),
	FOREIGN KEY (`cust_code`) REFERENCES `carts`(`cust_code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `carts` (
	`cust_code` text PRIMARY KEY NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `checkouts` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`cust_code` text NOT NULL,
	`request_hash` text NOT NULL,
	`result` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `customer_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`cust_code` text,
	`user_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `language_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `seed_info` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `server_statuses` (
	`host` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`message` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_credit` (
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`currency` text NOT NULL,
	`credit_limit` integer NOT NULL,
	`consignment` integer DEFAULT 0 NOT NULL,
	`credit_control` text NOT NULL,
	`average_payment_days` integer DEFAULT 0 NOT NULL,
	`oldest_ar_blocked` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_credit_cust_sorg` ON `ledger_credit` (`cust_code`,`sorg`);--> statement-breakpoint
CREATE TABLE `ledger_deliveries` (
	`do_number` text PRIMARY KEY NOT NULL,
	`order_number` text NOT NULL,
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`created_at` text NOT NULL,
	`estimated_delivery_date` text NOT NULL,
	`delivery_date` text,
	`tracking_no` text,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_deliveries_cust` ON `ledger_deliveries` (`cust_code`,`status`,`delivery_date`);--> statement-breakpoint
CREATE INDEX `ledger_deliveries_order` ON `ledger_deliveries` (`order_number`);--> statement-breakpoint
CREATE TABLE `ledger_delivery_lines` (
	`do_number` text NOT NULL,
	`order_line_id` integer NOT NULL,
	`order_number` text NOT NULL,
	`article_code` text NOT NULL,
	`qty` integer NOT NULL,
	`price` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_delivery_lines_pk` ON `ledger_delivery_lines` (`do_number`,`order_line_id`);--> statement-breakpoint
CREATE TABLE `ledger_invoices` (
	`accounting_no` text PRIMARY KEY NOT NULL,
	`invoice_no` text NOT NULL,
	`assignment` text NOT NULL,
	`payer_code` text NOT NULL,
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	`document_date` text NOT NULL,
	`due_date` text NOT NULL,
	`installment_no` integer,
	`installment_count` integer,
	`early_payment_discount` integer DEFAULT 0 NOT NULL,
	`freight_allowance` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`payment_request_id` text
);
--> statement-breakpoint
CREATE INDEX `ledger_invoices_payer` ON `ledger_invoices` (`payer_code`,`sorg`,`status`);--> statement-breakpoint
CREATE INDEX `ledger_invoices_no` ON `ledger_invoices` (`invoice_no`);--> statement-breakpoint
CREATE INDEX `ledger_invoices_doc_date` ON `ledger_invoices` (`payer_code`,`document_date`);--> statement-breakpoint
CREATE TABLE `ledger_order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_number` text NOT NULL,
	`line_no` integer NOT NULL,
	`article_code` text NOT NULL,
	`qty` integer NOT NULL,
	`delivered_qty` integer DEFAULT 0 NOT NULL,
	`unit_price` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`backorder_eta` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_order_lines_no` ON `ledger_order_lines` (`order_number`,`line_no`);--> statement-breakpoint
CREATE TABLE `ledger_order_payments` (
	`order_number` text PRIMARY KEY NOT NULL,
	`sorg` text NOT NULL,
	`module` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_orders` (
	`order_number` text PRIMARY KEY NOT NULL,
	`so_number` text NOT NULL,
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`ship_to_id` text NOT NULL,
	`po_number` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`order_type` text NOT NULL,
	`request_delivery_date` text NOT NULL,
	`currency` text NOT NULL,
	`total` integer NOT NULL,
	`status` text NOT NULL,
	`pending_b2b` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_orders_cust` ON `ledger_orders` (`cust_code`,`sorg`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_orders_so` ON `ledger_orders` (`so_number`);--> statement-breakpoint
CREATE TABLE `ledger_payment_docs` (
	`id` text PRIMARY KEY NOT NULL,
	`order_number` text NOT NULL,
	`file_ref` text NOT NULL,
	`file_name` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_payment_docs_order` ON `ledger_payment_docs` (`order_number`);--> statement-breakpoint
CREATE TABLE `ledger_payment_merchants` (
	`id` text PRIMARY KEY NOT NULL,
	`method_id` text NOT NULL,
	`instruction` text NOT NULL,
	`ext_payment_gateway_id` text NOT NULL,
	`payment_discount` real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`sorg` text NOT NULL,
	`type` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_payment_request_items` (
	`request_id` text NOT NULL,
	`accounting_no` text NOT NULL,
	`invoice_no` text NOT NULL,
	`amount` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_payment_request_items_pk` ON `ledger_payment_request_items` (`request_id`,`accounting_no`);--> statement-breakpoint
CREATE TABLE `ledger_payment_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`payer_code` text NOT NULL,
	`sorg` text NOT NULL,
	`merchant` text NOT NULL,
	`payment_method_id` text NOT NULL,
	`is_partial` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`external_id` text NOT NULL,
	`virtual_account_no` text,
	`status` text NOT NULL,
	`ext_ref_data` text,
	`request_data` text,
	`expired_at` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_payment_requests_key` ON `ledger_payment_requests` (`payer_code`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_payment_requests_payer` ON `ledger_payment_requests` (`payer_code`,`merchant`,`status`);--> statement-breakpoint
CREATE TABLE `ledger_saved_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`cust_code` text NOT NULL,
	`sorg` text NOT NULL,
	`merchant_id` text NOT NULL,
	`type` text NOT NULL,
	`display` text NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `ledger_saved_payments_cust` ON `ledger_saved_payments` (`cust_code`,`sorg`);--> statement-breakpoint
CREATE TABLE `ledger_sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
