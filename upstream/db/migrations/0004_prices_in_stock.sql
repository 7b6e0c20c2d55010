ALTER TABLE `prices` ADD `in_stock` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `prices` SET `in_stock` = EXISTS (SELECT 1 FROM `stock` s WHERE s.`product_id` = `prices`.`product_id` AND s.`sorg` = `prices`.`sorg` AND s.`qty` > 0);
--> statement-breakpoint
CREATE TRIGGER `stock_insert_in_stock` AFTER INSERT ON `stock` BEGIN UPDATE `prices` SET `in_stock` = EXISTS (SELECT 1 FROM `stock` s WHERE s.`product_id` = NEW.`product_id` AND s.`sorg` = NEW.`sorg` AND s.`qty` > 0) WHERE `product_id` = NEW.`product_id` AND `sorg` = NEW.`sorg`; END;
--> statement-breakpoint
CREATE TRIGGER `stock_update_in_stock` AFTER UPDATE ON `stock` BEGIN UPDATE `prices` SET `in_stock` = EXISTS (SELECT 1 FROM `stock` s WHERE s.`product_id` = NEW.`product_id` AND s.`sorg` = NEW.`sorg` AND s.`qty` > 0) WHERE `product_id` = NEW.`product_id` AND `sorg` = NEW.`sorg`; UPDATE `prices` SET `in_stock` = EXISTS (SELECT 1 FROM `stock` s WHERE s.`product_id` = OLD.`product_id` AND s.`sorg` = OLD.`sorg` AND s.`qty` > 0) WHERE `product_id` = OLD.`product_id` AND `sorg` = OLD.`sorg` AND (OLD.`product_id` <> NEW.`product_id` OR OLD.`sorg` <> NEW.`sorg`); END;
--> statement-breakpoint
CREATE TRIGGER `stock_delete_in_stock` AFTER DELETE ON `stock` BEGIN UPDATE `prices` SET `in_stock` = EXISTS (SELECT 1 FROM `stock` s WHERE s.`product_id` = OLD.`product_id` AND s.`sorg` = OLD.`sorg` AND s.`qty` > 0) WHERE `product_id` = OLD.`product_id` AND `sorg` = OLD.`sorg`; END;
--> statement-breakpoint
CREATE TRIGGER `prices_insert_in_stock` AFTER INSERT ON `prices` BEGIN UPDATE `prices` SET `in_stock` = EXISTS (SELECT 1 FROM `stock` s WHERE s.`product_id` = NEW.`product_id` AND s.`sorg` = NEW.`sorg` AND s.`qty` > 0) WHERE `product_id` = NEW.`product_id` AND `sorg` = NEW.`sorg`; END;
