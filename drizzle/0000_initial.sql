CREATE TYPE "public"."car_category" AS ENUM('regular', 'prime', 'luxury');--> statement-breakpoint
CREATE TYPE "public"."home_strip_kind" AS ENUM('featured', 'offer', 'reason');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('rental', 'outstation', 'airport', 'events');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'provider', 'admin');--> statement-breakpoint
CREATE TABLE "blog_likes" (
	"blog_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_likes_blog_id_user_id_pk" PRIMARY KEY("blog_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_washes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"pincode" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"rating" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"car_name" text NOT NULL,
	"car_model" text NOT NULL,
	"fuel_type" text NOT NULL,
	"new_price" integer NOT NULL,
	"old_price" integer NOT NULL,
	"category" "car_category" NOT NULL,
	"service_type" "service_type" DEFAULT 'rental' NOT NULL,
	"seater" smallint NOT NULL,
	"city" text NOT NULL,
	"availability" boolean DEFAULT true NOT NULL,
	"car_image" text DEFAULT '' NOT NULL,
	"driver_name" text,
	"driver_age" smallint,
	"driver_licence" text,
	"driver_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driving_schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"pincode" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"driving_school_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"established_year" smallint NOT NULL,
	"vehicle_count" smallint NOT NULL,
	"instructor_count" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "home_strip_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "home_strip_kind" NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mechanics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"pincode" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"fullname" text NOT NULL,
	"age" smallint NOT NULL,
	"experience" smallint NOT NULL,
	"rating" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"travel_company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"comment" text NOT NULL,
	"website_rating" smallint NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_reviews_rating_range" CHECK ("site_reviews"."website_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"destination" text NOT NULL,
	"duration" text NOT NULL,
	"price" integer NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excludes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"travels_name" text NOT NULL,
	"city" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"owner_user_id" uuid,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"date_of_birth" date,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"aadhaar" text DEFAULT '' NOT NULL,
	"pan" text DEFAULT '' NOT NULL,
	"driving_licence" text DEFAULT '' NOT NULL,
	"profile_photo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"area" text NOT NULL,
	"pincode" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"owner_name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"capacity" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_travel_company_id_travel_companies_id_fk" FOREIGN KEY ("travel_company_id") REFERENCES "public"."travel_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_companies" ADD CONSTRAINT "travel_companies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_likes_user_idx" ON "blog_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blogs_created_idx" ON "blogs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_city_category_service_idx" ON "cars" USING btree ("city","category","service_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_category_service_idx" ON "cars" USING btree ("category","service_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_service_idx" ON "cars" USING btree ("service_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_created_idx" ON "cars" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cars_travel_company_idx" ON "cars" USING btree ("travel_company_id");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position");--> statement-breakpoint
CREATE INDEX "feedback_car_idx" ON "feedback" USING btree ("car_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_travel_company_idx" ON "feedback" USING btree ("travel_company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "home_strip_items_kind_idx" ON "home_strip_items" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "queries_user_idx" ON "queries" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "queries_car_idx" ON "queries" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "queries_travel_company_idx" ON "queries" USING btree ("travel_company_id");--> statement-breakpoint
CREATE INDEX "site_reviews_created_idx" ON "site_reviews" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travel_companies_owner_idx" ON "travel_companies" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_file_name_unique" ON "uploads" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject");