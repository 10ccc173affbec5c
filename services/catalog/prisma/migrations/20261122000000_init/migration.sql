-- Catalog schema, matching prisma/schema.prisma. Unqualified: the migration runner sets
-- search_path to "catalog". Enumerations are TEXT with CHECK constraints.

-- CreateTable
CREATE TABLE "states" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "states_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cities" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "state_id" INTEGER NOT NULL,

    CONSTRAINT "cities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "communities" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'apartment',
    "address" TEXT,
    "city_id" INTEGER NOT NULL,
    "pincode" TEXT,
    "latitude" DECIMAL(9,6),
    "longitude" DECIMAL(9,6),
    "status" TEXT NOT NULL DEFAULT 'active',
    "business_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "communities_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "communities_type_check" CHECK ("type" IN ('apartment', 'society', 'district', 'commercial')),
    CONSTRAINT "communities_status_check" CHECK ("status" IN ('active', 'inactive', 'blocked')),
    CONSTRAINT "communities_business_count_check" CHECK ("business_count" >= 0)
);

-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "display_order" INTEGER NOT NULL DEFAULT 0,
    "is_visible" BOOLEAN NOT NULL DEFAULT true,
    "has_catalog" BOOLEAN NOT NULL DEFAULT false,
    "is_orderable" BOOLEAN NOT NULL DEFAULT false,
    "has_cart" BOOLEAN NOT NULL DEFAULT false,
    "icon" TEXT,
    "customer_support_number" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "categories_display_order_check" CHECK ("display_order" >= 0)
);

-- CreateTable
CREATE TABLE "subcategories" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "display_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "subcategories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "category_partner_sources" (
    "category_id" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "auth_method" TEXT NOT NULL DEFAULT 'none',
    "auth_key" TEXT,
    "sample_curl" TEXT,

    CONSTRAINT "category_partner_sources_pkey" PRIMARY KEY ("category_id","source"),
    CONSTRAINT "category_partner_sources_source_check" CHECK ("source" IN ('catalog', 'vendor', 'vendorDetails', 'orderCreate', 'orderStatus', 'orderUpdate')),
    CONSTRAINT "category_partner_sources_auth_method_check" CHECK ("auth_method" IN ('bearer', 'api_key', 'basic', 'none'))
);

-- CreateTable
CREATE TABLE "category_billing" (
    "category_id" INTEGER NOT NULL,
    "gst_percentage" DECIMAL(5,2) NOT NULL DEFAULT 18,
    "item_gst_percentage" DECIMAL(5,2) NOT NULL DEFAULT 18,
    "platform_fee_paise" INTEGER NOT NULL DEFAULT 0,
    "platform_fee_discount_percentage" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "delivery_charges_paise" INTEGER NOT NULL DEFAULT 3000,
    "delivery_charges_discount_percentage" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "packaging_applicable" BOOLEAN NOT NULL DEFAULT false,
    "packaging_label" TEXT NOT NULL DEFAULT 'Packaging Charges',
    "packaging_charges_per_item_paise" INTEGER NOT NULL DEFAULT 0,
    "packaging_discount_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,

    CONSTRAINT "category_billing_pkey" PRIMARY KEY ("category_id"),
    CONSTRAINT "category_billing_percentages_check" CHECK (
        "gst_percentage" BETWEEN 0 AND 100
        AND "item_gst_percentage" BETWEEN 0 AND 100
        AND "platform_fee_discount_percentage" BETWEEN 0 AND 100
        AND "delivery_charges_discount_percentage" BETWEEN 0 AND 100
        AND "packaging_discount_percent" BETWEEN 0 AND 100
    ),
    CONSTRAINT "category_billing_amounts_check" CHECK (
        "platform_fee_paise" >= 0 AND "delivery_charges_paise" >= 0 AND "packaging_charges_per_item_paise" >= 0
    )
);

-- CreateTable
CREATE TABLE "raw_category_mappings" (
    "id" SERIAL NOT NULL,
    "raw_category_name" TEXT NOT NULL,
    "raw_category_id" TEXT,
    "grouped_category_id" INTEGER,
    "source_system" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "raw_category_mappings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendors" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "community_id" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "delivery_time" TEXT NOT NULL DEFAULT '15-20',
    "delivery_fee_paise" INTEGER NOT NULL DEFAULT 0,
    "is_open" BOOLEAN NOT NULL DEFAULT true,
    "address" TEXT,
    "phone" TEXT,
    "distance" TEXT,
    "service_cost" TEXT NOT NULL DEFAULT 'Cost NA',
    "is_external_source" BOOLEAN NOT NULL DEFAULT false,
    "external_id" TEXT,
    "source_system" TEXT,
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "latitude" DECIMAL(9,6),
    "longitude" DECIMAL(9,6),
    "rating" DECIMAL(2,1),
    "total_reviews" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendors_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "vendors_delivery_fee_paise_check" CHECK ("delivery_fee_paise" >= 0),
    CONSTRAINT "vendors_rating_check" CHECK ("rating" BETWEEN 0 AND 5),
    CONSTRAINT "vendors_external_identity_check" CHECK (NOT "is_external_source" OR ("external_id" IS NOT NULL AND "source_system" IS NOT NULL))
);

-- CreateTable
CREATE TABLE "menu_items" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "price_paise" INTEGER NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'default',
    "is_available" BOOLEAN NOT NULL DEFAULT true,
    "external_menu_id" TEXT,
    "display_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "menu_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "menu_items_price_paise_check" CHECK ("price_paise" >= 0),
    CONSTRAINT "menu_items_category_check" CHECK ("category" IN ('veg', 'non_veg', 'dessert', 'beverage', 'starter', 'main_course', 'snacks', 'default'))
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "order_id" INTEGER,
    "user_name" TEXT NOT NULL,
    "user_initials" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "review" VARCHAR(500),
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "is_quick_feedback" BOOLEAN NOT NULL DEFAULT false,
    "helpful_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
    CONSTRAINT "reviews_helpful_count_check" CHECK ("helpful_count" >= 0)
);

-- CreateTable
CREATE TABLE "app_config_pages" (
    "id" SERIAL NOT NULL,
    "page_name" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "description" TEXT,
    "status" TEXT NOT NULL DEFAULT 'enabled',

    CONSTRAINT "app_config_pages_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "app_config_pages_status_check" CHECK ("status" IN ('enabled', 'disabled'))
);

-- CreateTable
CREATE TABLE "app_config_sections" (
    "id" SERIAL NOT NULL,
    "page_id" INTEGER NOT NULL,
    "section_name" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "description" TEXT,
    "status" TEXT NOT NULL DEFAULT 'enabled',

    CONSTRAINT "app_config_sections_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "app_config_sections_status_check" CHECK ("status" IN ('enabled', 'disabled'))
);

-- CreateTable
CREATE TABLE "generated_images" (
    "id" SERIAL NOT NULL,
    "restaurant_id" INTEGER NOT NULL,
    "item_name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "description" TEXT,
    "restaurant_type" TEXT,
    "image_url" TEXT NOT NULL,
    "prompt" TEXT,
    "is_ai_generated" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "generated_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "states_name_key" ON "states"("name");

-- CreateIndex
CREATE INDEX "cities_state_id_idx" ON "cities"("state_id");

-- CreateIndex
CREATE UNIQUE INDEX "cities_name_state_id_key" ON "cities"("name", "state_id");

-- CreateIndex
CREATE INDEX "communities_city_id_idx" ON "communities"("city_id");

-- CreateIndex
CREATE INDEX "communities_status_idx" ON "communities"("status");

-- CreateIndex
CREATE UNIQUE INDEX "categories_name_key" ON "categories"("name");

-- CreateIndex
CREATE UNIQUE INDEX "subcategories_category_id_name_key" ON "subcategories"("category_id", "name");

-- CreateIndex
CREATE INDEX "raw_category_mappings_grouped_category_id_idx" ON "raw_category_mappings"("grouped_category_id");

-- CreateIndex
CREATE INDEX "vendors_category_id_idx" ON "vendors"("category_id");

-- CreateIndex
CREATE INDEX "vendors_community_id_idx" ON "vendors"("community_id");

-- CreateIndex
CREATE UNIQUE INDEX "vendors_source_system_external_id_key" ON "vendors"("source_system", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "menu_items_vendor_id_external_menu_id_key" ON "menu_items"("vendor_id", "external_menu_id");

-- CreateIndex
CREATE INDEX "reviews_vendor_id_created_at_idx" ON "reviews"("vendor_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "app_config_pages_page_name_key" ON "app_config_pages"("page_name");

-- CreateIndex
CREATE UNIQUE INDEX "app_config_sections_page_id_section_name_key" ON "app_config_sections"("page_id", "section_name");

-- CreateIndex
CREATE UNIQUE INDEX "generated_images_restaurant_id_item_name_category_key" ON "generated_images"("restaurant_id", "item_name", "category");

-- AddForeignKey
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_fkey" FOREIGN KEY ("state_id") REFERENCES "states"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "communities" ADD CONSTRAINT "communities_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_partner_sources" ADD CONSTRAINT "category_partner_sources_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_billing" ADD CONSTRAINT "category_billing_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "raw_category_mappings" ADD CONSTRAINT "raw_category_mappings_grouped_category_id_fkey" FOREIGN KEY ("grouped_category_id") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_config_sections" ADD CONSTRAINT "app_config_sections_page_id_fkey" FOREIGN KEY ("page_id") REFERENCES "app_config_pages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
