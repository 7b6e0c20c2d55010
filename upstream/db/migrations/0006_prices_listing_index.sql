DROP INDEX `prices_sorg_type_model`;--> statement-breakpoint
CREATE INDEX `prices_listing` ON `prices` (`sorg`,`product_type`,`model_id`,`in_stock`,`dealer_price`,`product_id`);