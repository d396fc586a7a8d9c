ALTER TABLE "cars" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Written by hand from here on. `updated_at` says when a car or a blog last changed, for the
-- sitemap's lastmod (modules/site-index). A trigger sets it in the writing statement, so it holds
-- whoever writes the row: the partner's edits, an operator's decision, the copy of a default
-- driver (migration 0014), the paper sweep. An update that changes nothing moves nothing. Rows
-- already there keep the migration's time: setting them from `created_at` would rewrite every
-- car and move the catalogue's counters for all of them.
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "cars_touch_updated_at" BEFORE UPDATE ON "cars"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
-- A blog changes with its words and its publishing; a like or a share counts readers.
CREATE TRIGGER "blogs_touch_updated_at"
  BEFORE UPDATE OF "title", "description", "image", "translations", "published" ON "blogs"
  FOR EACH ROW WHEN (
    (OLD."title", OLD."description", OLD."image", OLD."translations", OLD."published")
      IS DISTINCT FROM (NEW."title", NEW."description", NEW."image", NEW."translations", NEW."published")
  )
  EXECUTE FUNCTION "touch_updated_at"();
