-- Written by hand. The storefront shows a car's driver from the car's own columns
-- (driver_name, driver_age, driver_licence, driver_image), which the car list and `car_detail`
-- read without a join and which the catalogue version already follows. Once a partner gives a
-- car its default driver (docs/product/marketplace.md#drivers), those columns become a copy of that driver,
-- kept in step here by triggers in the writing transaction: whichever code sets the driver or
-- edits it, the storefront cannot show another. The licence is copied masked (its last 4
-- characters only), as the partner portal shows it.
CREATE FUNCTION "cars_copy_default_driver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."default_driver_id" IS NULL THEN
    -- A driver taken off the car (archived, or another chosen as none): the car shows none.
    IF TG_OP = 'UPDATE' AND OLD."default_driver_id" IS NOT NULL THEN
      NEW."driver_name" := NULL;
      NEW."driver_age" := NULL;
      NEW."driver_licence" := NULL;
      NEW."driver_image" := NULL;
    END IF;
    RETURN NEW;
  END IF;
  SELECT d."name", d."age", 'XXXX…' || d."licence_last4", nullif(d."photo", '')
    INTO NEW."driver_name", NEW."driver_age", NEW."driver_licence", NEW."driver_image"
    FROM "drivers" d
    WHERE d."id" = NEW."default_driver_id";
  RETURN NEW;
END $$;--> statement-breakpoint
-- The WHEN clauses keep bulk loads of cars without a driver (and every other update) free of
-- the function call.
CREATE TRIGGER "cars_default_driver_on_insert" BEFORE INSERT ON "cars"
  FOR EACH ROW WHEN (NEW."default_driver_id" IS NOT NULL)
  EXECUTE FUNCTION "cars_copy_default_driver"();--> statement-breakpoint
CREATE TRIGGER "cars_default_driver_on_update" BEFORE UPDATE OF "default_driver_id" ON "cars"
  FOR EACH ROW WHEN (OLD."default_driver_id" IS DISTINCT FROM NEW."default_driver_id")
  EXECUTE FUNCTION "cars_copy_default_driver"();--> statement-breakpoint
CREATE FUNCTION "drivers_copy_to_cars"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cars" c
    SET "driver_name" = NEW."name", "driver_age" = NEW."age",
      "driver_licence" = 'XXXX…' || NEW."licence_last4",
      "driver_image" = nullif(NEW."photo", '')
    WHERE c."default_driver_id" = NEW."id"
      AND (c."driver_name", c."driver_age", c."driver_licence", c."driver_image")
        IS DISTINCT FROM (NEW."name", NEW."age", 'XXXX…' || NEW."licence_last4", nullif(NEW."photo", ''));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "drivers_copy_to_cars" AFTER UPDATE OF "name", "age", "licence_last4", "photo" ON "drivers"
  FOR EACH ROW EXECUTE FUNCTION "drivers_copy_to_cars"();--> statement-breakpoint
-- Cars listed before partners ran their fleets carry a driver's full licence number; the
-- storefront shows only its last 4 characters from now on.
UPDATE "cars"
  SET "driver_licence" = 'XXXX…' || right(regexp_replace(upper("driver_licence"), '[^0-9A-Z]', '', 'g'), 4)
  WHERE "driver_licence" IS NOT NULL AND "driver_licence" NOT LIKE 'XXXX…%';
