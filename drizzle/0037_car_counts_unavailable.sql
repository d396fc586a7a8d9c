ALTER TABLE "car_counts" ADD COLUMN "unavailable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The listed cars marked unavailable, counted beside them, so a trip window's free cars are the
-- listed ones less these and less the few held in the window, whatever share of a catalogue its
-- companies mark unavailable. A change of availability now writes its count too.
CREATE OR REPLACE FUNCTION "car_counts_after_cars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_counts" ("city", "category", "service_type", "cars", "unavailable")
      SELECT n."city", n."category", n."service_type", count(*),
        count(*) FILTER (WHERE NOT n."availability")
      FROM new_rows n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
      WHERE n."status" = 'live' AND c."status" = 'verified'
      GROUP BY 1, 2, 3
    ON CONFLICT ("city", "category", "service_type")
      DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars",
        "unavailable" = "car_counts"."unavailable" + excluded."unavailable";
  ELSIF TG_OP = 'DELETE' THEN
    -- A company's own deletion has taken its cars out already (travel_companies_count_delete):
    -- its cascaded car deletes find no company here and count nothing twice.
    INSERT INTO "car_counts" ("city", "category", "service_type", "cars", "unavailable")
      SELECT o."city", o."category", o."service_type", -count(*),
        -count(*) FILTER (WHERE NOT o."availability")
      FROM old_rows o JOIN "travel_companies" c ON c."id" = o."travel_company_id"
      WHERE o."status" = 'live' AND c."status" = 'verified'
      GROUP BY 1, 2, 3
    ON CONFLICT ("city", "category", "service_type")
      DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars",
        "unavailable" = "car_counts"."unavailable" + excluded."unavailable";
  ELSE
    INSERT INTO "car_counts" ("city", "category", "service_type", "cars", "unavailable")
      SELECT "city", "category", "service_type", sum("delta"), sum("off")
      FROM (
        SELECT o."city", o."category", o."service_type", -1 AS "delta",
          CASE WHEN o."availability" THEN 0 ELSE -1 END AS "off"
        FROM old_rows o JOIN "travel_companies" c ON c."id" = o."travel_company_id"
        WHERE o."status" = 'live' AND c."status" = 'verified'
        UNION ALL
        SELECT n."city", n."category", n."service_type", 1,
          CASE WHEN n."availability" THEN 0 ELSE 1 END
        FROM new_rows n JOIN "travel_companies" c ON c."id" = n."travel_company_id"
        WHERE n."status" = 'live' AND c."status" = 'verified'
      ) AS "moved"
      GROUP BY 1, 2, 3
      HAVING sum("delta") <> 0 OR sum("off") <> 0
    ON CONFLICT ("city", "category", "service_type")
      DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars",
        "unavailable" = "car_counts"."unavailable" + excluded."unavailable";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_counts_after_company"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sign" integer;
  "company" uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    "sign" := -1;
    "company" := OLD."id";
  ELSE
    "sign" := CASE WHEN NEW."status" = 'verified' THEN 1 ELSE -1 END;
    "company" := NEW."id";
  END IF;
  INSERT INTO "car_counts" ("city", "category", "service_type", "cars", "unavailable")
    SELECT "city", "category", "service_type", "sign" * count(*),
      "sign" * count(*) FILTER (WHERE NOT "availability")
    FROM "cars" WHERE "travel_company_id" = "company" AND "status" = 'live'
    GROUP BY 1, 2, 3
  ON CONFLICT ("city", "category", "service_type")
    DO UPDATE SET "cars" = "car_counts"."cars" + excluded."cars",
      "unavailable" = "car_counts"."unavailable" + excluded."unavailable";
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "car_counts" SET "unavailable" = counted."unavailable"
  FROM (
    SELECT cars."city", cars."category", cars."service_type", count(*) AS "unavailable"
    FROM "cars" JOIN "travel_companies" c ON c."id" = cars."travel_company_id"
    WHERE cars."status" = 'live' AND c."status" = 'verified' AND NOT cars."availability"
    GROUP BY 1, 2, 3
  ) AS counted
  WHERE "car_counts"."city" = counted."city" AND "car_counts"."category" = counted."category"
    AND "car_counts"."service_type" = counted."service_type";
