ALTER TABLE `prices` ADD `product_type` text;--> statement-breakpoint
ALTER TABLE `prices` ADD `model_id` integer;--> statement-breakpoint
UPDATE `prices` SET `product_type` = (SELECT p.`product_type` FROM `products` p WHERE p.`id` = `prices`.`product_id`), `model_id` = (SELECT p.`model_id` FROM `products` p WHERE p.`id` = `prices`.`product_id`);--> statement-breakpoint
CREATE TRIGGER `prices_insert_listing` AFTER INSERT ON `prices` WHEN NEW.`product_type` IS NULL OR NEW.`model_id` IS NULL BEGIN UPDATE `prices` SET `product_type` = (SELECT p.`product_type` FROM `products` p WHERE p.`id` = NEW.`product_id`), `model_id` = (SELECT p.`model_id` FROM `products` p WHERE p.`id` = NEW.`product_id`) WHERE `product_id` = NEW.`product_id` AND `sorg` = NEW.`sorg`; END;--> statement-breakpoint
CREATE INDEX `prices_sorg_type_model` ON `prices` (`sorg`,`product_type`,`model_id`,`in_stock`);
