CREATE TYPE "public"."document_kind" AS ENUM('gst_certificate', 'rc', 'permit', 'fitness', 'insurance', 'puc', 'driving_licence', 'police_verification');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('pending', 'valid', 'rejected', 'expired');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_role" "user_role" NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_page_views" (
	"car_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_page_views_car_id_day_pk" PRIMARY KEY("car_id","day")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"car_id" uuid,
	"driver_id" uuid,
	"kind" "document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"content_hash" text NOT NULL,
	"expires_on" date,
	"status" "document_status" DEFAULT 'pending' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_one_subject" CHECK ("documents"."car_id" is null or "documents"."driver_id" is null)
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_page_views" ADD CONSTRAINT "car_page_views_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("travel_company_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_car_idx" ON "documents" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "documents_driver_idx" ON "documents" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "documents_expiry_idx" ON "documents" USING btree ("expires_on");--> statement-breakpoint
-- The audit log is a record of what happened: a row, once written, never changes. Only the
-- actor's id may become null, when the account itself is deleted (the foreign key's set null).
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log cannot be changed';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OF actor_role, action, record_type, record_id, "before", "after", reason, created_at ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
