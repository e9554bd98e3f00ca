DROP TABLE IF EXISTS "revoked_access_tokens";--> statement-breakpoint
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_known";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credential_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_known" CHECK ("email_tokens"."purpose" in ('password_reset', 'email_verification', 'email_change', 'email_change_undo'));
