CREATE TABLE "bill_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"line_code" text NOT NULL,
	"line_label" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_disputes" ADD CONSTRAINT "bill_disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_disputes" ADD CONSTRAINT "bill_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_disputes_open_unique" ON "bill_disputes" USING btree ("booking_id","line_code") WHERE "bill_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "bill_disputes_open_idx" ON "bill_disputes" USING btree ("created_at") WHERE "bill_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "bill_disputes_booking_idx" ON "bill_disputes" USING btree ("booking_id");