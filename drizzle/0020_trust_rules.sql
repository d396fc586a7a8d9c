CREATE TYPE "public"."audit_actor_role" AS ENUM('customer', 'partner', 'operator', 'system');--> statement-breakpoint
CREATE TABLE "blog_share_visits" (
	"blog_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "blog_share_visits_blog_id_visitor_day_pk" PRIMARY KEY("blog_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "paper_reminders" (
	"document_id" uuid NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_reminders_document_id_days_before_pk" PRIMARY KEY("document_id","days_before")
);
--> statement-breakpoint
-- Written by hand: the append-only trigger names the column, so it steps aside while the column
-- takes the wider type (a rewrite, not an update of any entry) and comes back as it was.
DROP TRIGGER audit_log_append_only ON "audit_log";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor_role" SET DATA TYPE "public"."audit_actor_role" USING "actor_role"::text::"public"."audit_actor_role";--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OF actor_role, action, record_type, record_id, "before", "after", reason, created_at ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lapse_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "topic" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "paper" jsonb;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "last_revealed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Written by hand: a lead made before this column was last revealed when it was made.
UPDATE "queries" SET "last_revealed_at" = "created_at";--> statement-breakpoint
-- Written by hand: a GSTIN is one business. Where two companies claimed the same one, the first
-- keeps it; each later one goes back to the operators, rejected with the reason, its GSTIN taken
-- off so it can enter its own.
UPDATE "travel_companies" AS later
SET "status" = 'rejected',
  "status_reason" = 'Another company on Saarthi is registered with the GSTIN ' || later."gstin" || ': enter your own GSTIN and send the company for verification again.',
  "gstin" = ''
WHERE later."gstin" <> '' AND EXISTS (
  SELECT 1 FROM "travel_companies" AS first
  WHERE first."gstin" = later."gstin"
    AND (first."created_at", first."id") < (later."created_at", later."id")
);--> statement-breakpoint
ALTER TABLE "blog_share_visits" ADD CONSTRAINT "blog_share_visits_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_reminders" ADD CONSTRAINT "paper_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_share_visits_day_idx" ON "blog_share_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "documents_in_force_expiry_idx" ON "documents" USING btree ("expires_on") WHERE "documents"."status" = 'valid' and "documents"."lapse_handled_at" is null;--> statement-breakpoint
CREATE INDEX "queries_user_car_idx" ON "queries" USING btree ("user_id","car_id","last_revealed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "travel_companies_gstin_unique" ON "travel_companies" USING btree ("gstin") WHERE "travel_companies"."gstin" <> '';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_topic_facts" CHECK (("notifications"."topic" = 'booking' and "notifications"."booking_id" is not null and "notifications"."status" is not null) or ("notifications"."topic" = 'paper' and "notifications"."paper" is not null));