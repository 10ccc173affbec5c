/**
 * The catalog's demo local vendors (issue 24) with the fixed ids its demo seed gives them, so the
 * auth service's demo seed can make each one an owner account without asking the catalog (which
 * may not be running yet), and tests can name a store. Development data only: neither seed runs in
 * production. The catalog's demo-data test holds its seed to this list.
 */
export const DEMO_LOCAL_STORES = [
  { id: 1, name: 'Annapoorna Mess' },
  { id: 2, name: 'Royal Tandoor' },
  { id: 3, name: 'Lakeside Biryani House' },
  { id: 4, name: 'Green Leaf Cafe' },
  { id: 5, name: 'Dosa Corner' },
  { id: 6, name: 'Sweet Tooth Desserts' },
  { id: 7, name: 'Glow Unisex Salon' },
  { id: 8, name: 'Serenity Spa & Wellness' },
  { id: 9, name: 'Bridal Studio by Kavya' },
  { id: 10, name: 'Trim & Style Barbers' },
  { id: 11, name: 'FreshFarm Organics' },
  { id: 12, name: 'Daily Dairy Point' },
  { id: 13, name: 'Nammura Fruits & Vegetables' },
  { id: 14, name: 'Staples Mart' },
  { id: 15, name: 'Sri Lakshmi Kirana Store' },
  { id: 16, name: 'Balaji General Stores' },
  { id: 17, name: 'Sai Daily Needs' },
  { id: 18, name: 'QuickFix Plumbing' },
  { id: 19, name: 'BrightSpark Electricals' },
  { id: 20, name: 'SparkleClean Home Services' },
  { id: 21, name: 'PestAway Solutions' },
  { id: 22, name: 'ShinePro Car Wash' },
  { id: 23, name: 'Two Wheeler Care Centre' },
  { id: 24, name: 'Metro Auto Mechanics' },
  { id: 25, name: 'Malleshwaram Tiffin Room' },
  { id: 26, name: 'Malleshwaram Fresh Mart' },
  { id: 27, name: 'Nagavara Biryani Point' },
  { id: 28, name: 'Manyata Daily Mart' },
  { id: 29, name: 'Mylari Dosa House' },
  { id: 30, name: 'Chamundi Provisions' },
  { id: 31, name: 'Mysuru Home Care' },
  { id: 32, name: 'Powai Pav Bhaji Co.' },
  { id: 33, name: 'Hiranandani Fresh Basket' },
  { id: 34, name: 'Lakeview Salon' },
  { id: 35, name: 'Hadapsar Misal House' },
  { id: 36, name: 'Magarpatta Kirana Bazaar' },
  { id: 37, name: 'CityFix Electricians' },
  { id: 38, name: 'Anna Nagar Idli Kadai' },
  { id: 39, name: 'Thiru Provisions' },
  { id: 40, name: 'Shine Car Spa Chennai' },
  { id: 41, name: 'Gachibowli Biryani Darbar' },
  { id: 42, name: 'Narsingi Fresh Mart' },
  { id: 43, name: 'Glam Studio Narsingi' },
  { id: 44, name: 'Panampilly Appam House' },
  { id: 45, name: 'Kochi Spice Mart' },
  { id: 46, name: 'Panampilly Beauty Lounge' },
] as const;

/** The demo owner of the first demo store (Annapoorna Mess): README "Sell as a vendor". */
export const DEMO_VENDOR = { email: 'vendor@marketplace.local', password: 'vendor1234' } as const;
