CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `products_type_model` ON `products` (`product_type`,`model_id`);
--> statement-breakpoint
INSERT INTO `catalog_version` (`id`, `n`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `products_insert_version` AFTER INSERT ON `products` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_update_version` AFTER UPDATE ON `products` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_delete_version` AFTER DELETE ON `products` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `prices_insert_version` AFTER INSERT ON `prices` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `prices_update_version` AFTER UPDATE ON `prices` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `prices_delete_version` AFTER DELETE ON `prices` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `stock_insert_version` AFTER INSERT ON `stock` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `stock_update_version` AFTER UPDATE ON `stock` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `stock_delete_version` AFTER DELETE ON `stock` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_tags_insert_version` AFTER INSERT ON `article_tags` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_tags_update_version` AFTER UPDATE ON `article_tags` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `article_tags_delete_version` AFTER DELETE ON `article_tags` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `discount_tiers_insert_version` AFTER INSERT ON `discount_tiers` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `discount_tiers_update_version` AFTER UPDATE ON `discount_tiers` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `discount_tiers_delete_version` AFTER DELETE ON `discount_tiers` BEGIN UPDATE `catalog_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
