CREATE INDEX `user_roles_role_idx` ON `user_roles` (`role_id`);--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`name`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_group_role_idx` ON `users` (`group_role_id`);--> statement-breakpoint
CREATE INDEX `users_limitation_idx` ON `users` (`limitation`);