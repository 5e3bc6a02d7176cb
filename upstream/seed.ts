/**
 * Deterministic seed: four shops, catalogues, buyers, reviews, orders, images.
 * No unseeded randomness (a fixed-seed PRNG) and fixed dates, so every fresh
 * database is identical except for password salts.
 */
import { hashPasswordSync } from "./auth.ts";
import { cents, run, tx, type DB } from "./db.ts";
import { drawSvg, etagOf, type Shape } from "./svg.ts";

/** All seeded timestamps count back from this instant. */
export const SEED_BASE = Date.UTC(2025, 5, 1, 10, 0, 0);
const DAY = 86_400_000;
const at = (daysAgo: number, minutes = 0) => new Date(SEED_BASE - daysAgo * DAY - minutes * 60_000).toISOString();

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function htmlEsc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function image(db: DB, path: string, spec: Parameters<typeof drawSvg>[0]): string {
  const svg = drawSvg(spec);
  run(db, "INSERT OR REPLACE INTO images (path, svg, etag) VALUES (?, ?, ?)", path, svg, etagOf(svg));
  return path;
}

/* ------------------------------------------------------------------ */

interface TenantSeed {
  id: number;
  name: string;
  host: string;
  display: "both" | "logo" | "name";
  currency: string;
  deliveryTime: string;
  shipping: number;
  published: boolean;
  mobile: string;
  email: string;
  address: string;
  social: { whatsapp?: string; facebook?: string; twitter?: string; linkedin?: string; instagram?: string };
  about: [string, string];
  description: [string, string];
  colors: [string, string, string, string];
  key: string;
  hue: number;
  methods: Record<string, boolean>;
  policies: Record<string, { en: string; ar: string }>;
  /** google_analytics_id and google_tag_manager_id; unset (null) when missing. */
  analytics?: { ga: string; gtm: string };
}

const policy = (title: string, body: string, titleAr: string, bodyAr: string) => ({
  en: `<h3>${title}</h3><p>${body}</p>`,
  ar: `<h3>${titleAr}</h3><p>${bodyAr}</p>`,
});

const TENANTS: TenantSeed[] = [
  {
    id: 1,
    name: "Oasis Market",
    host: "demo.localhost",
    display: "both",
    currency: "SAR",
    deliveryTime: "3-5 days",
    shipping: 25,
    published: true,
    mobile: "0501112222",
    email: "hello@oasis-market.example",
    address: "King Fahd Road, Al Olaya, Riyadh",
    social: {
      whatsapp: "966501112222",
      facebook: "https://www.facebook.com/oasismarket",
      instagram: "https://www.instagram.com/oasismarket",
    },
    about: [
      "<p>Oasis Market brings together craft homeware, fashion, electronics and outdoor gear from independent makers across the region.</p>",
      "<p>يجمع سوق الواحة منتجات المنزل والأزياء والإلكترونيات ومعدات الرحلات من صناع مستقلين في المنطقة.</p>",
    ],
    description: [
      "<p>A demo shop of the storefront: everything here is sample data.</p>",
      "<p>متجر تجريبي: كل ما هنا بيانات للعرض.</p>",
    ],
    colors: ["#0f766e", "#134e4a", "#f59e0b", "#f0fdfa"],
    key: "pk_test_oasis_4f1c9a7e2b",
    hue: 170,
    methods: { "1": true, "2": true, "4": true, "5": true },
    policies: {
      privacyPolicy: policy(
        "Privacy",
        "We only keep the data needed to deliver your orders.",
        "الخصوصية",
        "نحتفظ فقط بالبيانات اللازمة لتوصيل طلباتك.",
      ),
      pricingPolicy: policy(
        "Pricing",
        "Prices include VAT. Shipping is added at checkout.",
        "الأسعار",
        "الأسعار تشمل ضريبة القيمة المضافة.",
      ),
      deliveryPolicy: policy(
        "Delivery",
        "Orders ship within 2 working days and arrive in 3-5 days.",
        "التوصيل",
        "تشحن الطلبات خلال يومي عمل.",
      ),
      refundPolicy: policy(
        "Refunds",
        "Unused items can be returned within 14 days.",
        "الاسترجاع",
        "يمكن إرجاع المنتجات غير المستخدمة خلال 14 يوماً.",
      ),
      terms: policy(
        "Terms and Conditions",
        "By ordering you accept these demo terms.",
        "الشروط والأحكام",
        "بالطلب فإنك توافق على هذه الشروط.",
      ),
      description: policy(
        "About this shop",
        "Oasis Market is a sample shop for the storefront.",
        "عن المتجر",
        "سوق الواحة متجر تجريبي.",
      ),
    },
  },
  {
    id: 2,
    name: "Northwind Outfitters",
    host: "second.localhost",
    display: "logo",
    currency: "AED",
    deliveryTime: "2-4 days",
    shipping: 15,
    published: true,
    mobile: "0559876543",
    email: "care@northwind.example",
    address: "Sheikh Zayed Road, Dubai",
    social: {
      twitter: "https://twitter.com/northwindout",
      linkedin: "https://www.linkedin.com/company/northwind-outfitters",
    },
    about: [
      "<p>Northwind Outfitters equips city walkers and mountain hikers alike.</p>",
      "<p>نورثويند تجهز محبي المشي في المدينة والجبال.</p>",
    ],
    description: ["<p>The second demo shop.</p>", "<p>المتجر التجريبي الثاني.</p>"],
    colors: ["#1d4ed8", "#1e3a8a", "#e11d48", "#eff6ff"],
    key: "pk_test_northwind_8d2e6b1f0c",
    hue: 220,
    methods: { "1": true, "2": true, "4": false, "5": true },
    policies: {
      privacyPolicy: policy("Privacy", "Your data stays with Northwind.", "الخصوصية", "بياناتك تبقى لدينا."),
      pricingPolicy: { en: "", ar: "" },
      deliveryPolicy: policy("Delivery", "Delivery in 2-4 days across the UAE.", "التوصيل", "التوصيل خلال 2-4 أيام."),
      refundPolicy: policy("Refunds", "30-day returns on unworn items.", "الاسترجاع", "إرجاع خلال 30 يوماً."),
      terms: policy("Terms", "Northwind demo terms apply.", "الشروط", "تطبق شروط نورثويند."),
      description: policy("Who we are", "Outdoor clothing and gear.", "من نحن", "ملابس ومعدات خارجية."),
    },
  },
  {
    id: 3,
    name: "Soon Boutique",
    host: "soon.localhost",
    display: "name",
    currency: "USD",
    deliveryTime: "5-7 days",
    shipping: 10,
    published: false,
    mobile: "0500000003",
    email: "soon@boutique.example",
    address: "Opening soon",
    social: {},
    about: ["<p>Opening soon.</p>", "<p>قريباً.</p>"],
    description: ["", ""],
    colors: ["#6b21a8", "#3b0764", "#f472b6", "#faf5ff"],
    key: "pk_test_soon_0a0b0c0d0e",
    hue: 280,
    methods: { "1": false, "2": true, "4": false, "5": false },
    policies: {
      privacyPolicy: { en: "", ar: "" },
      pricingPolicy: { en: "", ar: "" },
      deliveryPolicy: { en: "", ar: "" },
      refundPolicy: { en: "", ar: "" },
      terms: policy("Terms", "Coming soon.", "الشروط", "قريباً."),
      description: { en: "", ar: "" },
    },
  },
  {
    // The shop that measures its visitors: analytics and tag manager ids (no buyers).
    id: 4,
    name: "Harbor Tea House",
    host: "third.localhost",
    display: "both",
    currency: "SAR",
    deliveryTime: "2-3 days",
    shipping: 18,
    published: true,
    mobile: "0504445555",
    email: "hello@harbor-tea.example",
    address: "Corniche Road, Al Khobar",
    social: { instagram: "https://www.instagram.com/harbortea" },
    about: [
      "<p>Harbor Tea House blends loose-leaf teas by the sea.</p>",
      "<p>بيت شاي الميناء يمزج الشاي على البحر.</p>",
    ],
    description: [
      "<p>The third demo shop: it has analytics and tag manager ids.</p>",
      "<p>المتجر التجريبي الثالث.</p>",
    ],
    colors: ["#9a3412", "#431407", "#0d9488", "#fff7ed"],
    key: "pk_test_harbor_5e6f7a8b9c",
    hue: 20,
    methods: { "1": true, "2": true, "4": false, "5": false },
    policies: {
      privacyPolicy: policy(
        "Privacy",
        "This shop measures visits with Google Analytics.",
        "الخصوصية",
        "يقيس هذا المتجر الزيارات.",
      ),
      pricingPolicy: { en: "", ar: "" },
      deliveryPolicy: policy(
        "Delivery",
        "Delivery in 2-3 days across the kingdom.",
        "التوصيل",
        "التوصيل خلال 2-3 أيام.",
      ),
      refundPolicy: { en: "", ar: "" },
      terms: policy("Terms", "Harbor demo terms apply.", "الشروط", "تطبق شروط الميناء."),
      description: { en: "", ar: "" },
    },
    analytics: { ga: "G-HARBOR4TEA", gtm: "GTM-HARB4TE" },
  },
];

const COUNTRIES: [number, string, string][] = [
  [1, "United Arab Emirates", "الإمارات العربية المتحدة"],
  [5, "Bahrain", "البحرين"],
  [12, "Egypt", "مصر"],
  [17, "Jordan", "الأردن"],
  [19, "Kuwait", "الكويت"],
  [23, "Oman", "عمان"],
  [24, "Qatar", "قطر"],
  [26, "Saudi Arabia", "المملكة العربية السعودية"],
  [31, "United Kingdom", "المملكة المتحدة"],
  [32, "United States", "الولايات المتحدة"],
];

/* catalogue ---------------------------------------------------------- */

type OptKind = "color" | "size" | "warranty" | "giftwrap" | "none";

interface CatSeed {
  key: string;
  en: string;
  ar: string;
  opts: OptKind[];
}
interface SectionSeed {
  en: string;
  ar: string;
  cats: CatSeed[];
}
/** [category key, brand, name en, name ar, price, old price | null, description mode] */
type P = [string, string, string, string, number, number | null, "desc" | "none" | "empty" | "xss"];

const XSS_DESCRIPTION = '<p>Handmade</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';

const SHOP1_SECTIONS: SectionSeed[] = [
  {
    en: "Home & Kitchen",
    ar: "المنزل والمطبخ",
    cats: [
      { key: "cookware", en: "Cookware", ar: "أدوات الطبخ", opts: ["color", "giftwrap"] },
      { key: "lighting", en: "Lighting", ar: "الإضاءة", opts: ["color", "warranty"] },
      { key: "storage", en: "Storage & Baskets", ar: "التخزين والسلال", opts: ["size", "giftwrap"] },
    ],
  },
  {
    en: "Fashion",
    ar: "الأزياء",
    cats: [
      { key: "bags", en: "Bags", ar: "الحقائب", opts: ["color", "size"] },
      { key: "scarves", en: "Scarves & Shawls", ar: "الأوشحة والشالات", opts: ["color", "giftwrap"] },
      { key: "giftcards", en: "Gift Cards", ar: "بطاقات الهدايا", opts: [] },
    ],
  },
  {
    en: "Electronics",
    ar: "الإلكترونيات",
    cats: [
      { key: "audio", en: "Audio", ar: "الصوتيات", opts: ["color", "warranty"] },
      { key: "smarthome", en: "Smart Home", ar: "المنزل الذكي", opts: ["warranty"] },
    ],
  },
  {
    en: "Outdoors",
    ar: "الرحلات والحديقة",
    cats: [
      { key: "camping", en: "Camping", ar: "التخييم", opts: ["size", "color"] },
      { key: "garden", en: "Garden", ar: "الحديقة", opts: ["size"] },
    ],
  },
];

const SHOP1_PRODUCTS: P[] = [
  ["cookware", "Atlas", "Cast Iron Skillet&^&Pre-seasoned 26 cm pan", "مقلاة حديد زهر", 145, null, "desc"],
  [
    "cookware",
    "Bayt",
    "Copper Dallah&^&Traditional Arabic coffee pot with brass handle",
    "دلة نحاس تقليدية",
    320,
    380,
    "desc",
  ],
  ["cookware", "Bayt", "Stoneware Mug Set&^&Four mugs", "طقم أكواب فخار", 60, null, "desc"],
  ["cookware", "Atlas", "Chef Knife&^&Damascus steel 20 cm blade", "سكين طاهٍ دمشقي", 410, null, "desc"],
  ["cookware", "Cedar & Co", "Bamboo Cutting Board&^&Large", "لوح تقطيع خيزران", 45, null, "none"],
  ["cookware", "Bayt", "Spice Tin Set&^&Twelve magnetic tins", "علب بهارات مغناطيسية", 88, null, "desc"],
  ["lighting", "Bayt", "Script Test Lamp&^&Sanitizer check", "مصباح اختبار", 99, null, "xss"],
  [
    "lighting",
    "Bayt",
    "Brass Lantern&^&Moroccan pierced metal lantern with glass panels",
    "فانوس نحاسي مغربي",
    230,
    null,
    "desc",
  ],
  ["lighting", "Eastwind", "LED Desk Lamp&^&Dimmable", "مصباح مكتب", 135, 160, "desc"],
  ["lighting", "Cedar & Co", "Palm Leaf Pendant&^&Handwoven ceiling shade", "ثريا سعف النخيل", 275, null, "desc"],
  ["lighting", "Dune", "Candle Holder Trio&^&Ceramic", "حاملات شموع", 38, null, "empty"],
  [
    "storage",
    "Cedar & Co",
    "Handwoven Palm Basket&^&Large natural storage with leather handles",
    "سلة خوص منسوجة",
    85,
    null,
    "desc",
  ],
  ["storage", "Cedar & Co", "Cedar Storage Chest&^&Solid wood blanket box", "صندوق خشب الأرز", 780, null, "desc"],
  ["storage", "Dune", "Linen Drawer Organizer&^&Set of six", "منظم أدراج كتان", 29, null, "desc"],
  ["storage", "Cedar & Co", "Rattan Laundry Hamper&^&With cotton liner", "سلة غسيل من الخيزران", 120, 150, "desc"],
  [
    "bags",
    "Dune",
    "Leather Weekender&^&Full-grain travel bag with brass fittings",
    "حقيبة سفر جلدية",
    890,
    null,
    "desc",
  ],
  ["bags", "Dune", "Canvas Tote&^&Everyday", "حقيبة قماش", 35, null, "desc"],
  ["bags", "Dune", "Crossbody Satchel&^&Vegetable-tanned leather", "حقيبة كتف جلدية", 340, null, "desc"],
  ["bags", "Eastwind", "Laptop Sleeve&^&Felt 14 inch", "غلاف حاسوب محمول", 75, null, "none"],
  ["bags", "Bayt", "Embroidered Clutch&^&Evening bag with Sadu pattern", "حقيبة سهرة مطرزة بالسدو", 190, 240, "desc"],
  ["scarves", "Bayt", "Cashmere Shawl&^&Hand-loomed in natural beige", "شال كشمير", 520, null, "desc"],
  ["scarves", "Dune", "Silk Scarf&^&Desert print", "وشاح حرير", 160, null, "desc"],
  ["scarves", "Bayt", "Cotton Shemagh&^&Red and white", "شماغ قطني", 55, null, "desc"],
  ["scarves", "Atlas", "Wool Wrap&^&Charcoal", "لفاف صوف", 210, null, "desc"],
  ["audio", "Eastwind", "Wireless Headphones&^&Noise cancelling over-ear", "سماعات لاسلكية", 650, 750, "desc"],
  ["audio", "Eastwind", "Bluetooth Speaker&^&Waterproof portable", "مكبر صوت بلوتوث", 240, null, "desc"],
  ["audio", "Cedar & Co", "Wooden Radio&^&Retro FM/AM", "راديو خشبي", 180, null, "desc"],
  ["audio", "Eastwind", "Earbuds&^&True wireless", "سماعات أذن", 299, null, "desc"],
  ["audio", "Atlas", "Record Player&^&Belt-drive turntable with built-in speakers", "مشغل أسطوانات", 720, null, "desc"],
  ["audio", "Atlas", "Studio Microphone&^&USB condenser", "ميكروفون استوديو", 455, null, "desc"],
  ["smarthome", "Eastwind", "Smart Plug&^&Two pack", "مقبس ذكي", 65, null, "desc"],
  ["smarthome", "Eastwind", "Video Doorbell&^&1080p with chime", "جرس باب بالفيديو", 430, null, "desc"],
  [
    "smarthome",
    "Atlas",
    "Air Quality Monitor&^&CO2, humidity and temperature sensor",
    "جهاز قياس جودة الهواء",
    315,
    null,
    "desc",
  ],
  ["smarthome", "Eastwind", "Smart Bulb&^&Colour", "مصباح ذكي", 25, null, "none"],
  ["camping", "Atlas", "Dome Tent&^&Four person three season", "خيمة قبة", 560, null, "desc"],
  ["camping", "Atlas", "Camping Stove&^&Compact", "موقد تخييم", 140, null, "desc"],
  ["camping", "Dune", "Insulated Bottle&^&750 ml", "قارورة معزولة", 48, null, "desc"],
  ["camping", "Atlas", "Folding Chair&^&Aluminium frame", "كرسي قابل للطي", 95, 120, "desc"],
  ["camping", "Dune", "Sleeping Bag&^&Lightweight down for desert nights", "كيس نوم خفيف", 380, null, "desc"],
  ["garden", "Cedar & Co", "Terracotta Planter&^&Large", "أصيص فخار", 70, null, "desc"],
  ["garden", "Atlas", "Pruning Shears&^&Bypass", "مقص تقليم", 58, null, "desc"],
  ["garden", "Atlas", "Garden Hose Reel&^&Wall mounted with 30 metre hose", "بكرة خرطوم حديقة", 265, null, "desc"],
  ["garden", "Dune", "Herb Seed Kit&^&Mint, basil and parsley", "بذور أعشاب", 15, null, "desc"],
  ["garden", "Cedar & Co", "Bird Feeder&^&Hanging", "مغذي طيور", 42, null, "desc"],
  // More cookware, so one category spans two pages of the storefront's category grid (12 a page).
  ["cookware", "Atlas", "Dutch Oven&^&Enamelled cast iron 5 litre", "قدر حديد مطلي", 360, null, "desc"],
  ["cookware", "Bayt", "Brass Coffee Grinder&^&Hand-cranked", "مطحنة قهوة نحاسية", 210, null, "desc"],
  ["cookware", "Cedar & Co", "Olive Wood Spoons&^&Set of three", "ملاعق خشب الزيتون", 40, null, "desc"],
  ["cookware", "Atlas", "Carbon Steel Wok&^&Flat-bottomed 32 cm", "مقلاة ووك", 115, 135, "desc"],
  ["cookware", "Bayt", "Tagine Pot&^&Glazed clay", "طاجن فخار", 95, null, "desc"],
  ["cookware", "Dune", "Linen Apron&^&Adjustable neck strap", "مريلة كتان", 55, null, "none"],
  ["cookware", "Atlas", "Mortar and Pestle&^&Granite", "هاون جرانيت", 65, null, "desc"],
  ["cookware", "Bayt", "Date Serving Bowl&^&Hammered copper with lid", "وعاء تمر نحاسي", 150, null, "desc"],
];

const SHOP2_SECTIONS: SectionSeed[] = [
  {
    en: "Apparel",
    ar: "الملابس",
    cats: [
      { key: "jackets", en: "Jackets", ar: "السترات", opts: ["size", "color"] },
      { key: "footwear", en: "Footwear", ar: "الأحذية", opts: ["size"] },
    ],
  },
  {
    en: "Gear",
    ar: "المعدات",
    cats: [
      { key: "backpacks", en: "Backpacks", ar: "حقائب الظهر", opts: ["color"] },
      { key: "accessories", en: "Accessories", ar: "الإكسسوارات", opts: [] },
    ],
  },
];

const SHOP2_PRODUCTS: P[] = [
  [
    "jackets",
    "Northwind",
    "Storm Shell Jacket&^&Waterproof breathable hardshell",
    "سترة واقية من المطر",
    640,
    720,
    "desc",
  ],
  ["jackets", "Summit", "Fleece Pullover&^&Midweight", "كنزة صوف", 210, null, "desc"],
  ["jackets", "Northwind", "Down Vest&^&Packable", "سترة بدون أكمام", 330, null, "desc"],
  ["footwear", "Trailhead", "Trail Runner&^&Grippy outsole for rocky paths", "حذاء جري للمسارات", 450, null, "desc"],
  ["footwear", "Trailhead", "Hiking Boot&^&Leather mid", "حذاء مشي جبلي", 590, null, "desc"],
  ["footwear", "Summit", "Camp Sandal&^&Lightweight", "صندل تخييم", 120, null, "none"],
  ["backpacks", "Northwind", "Daypack 22L&^&Ventilated back panel", "حقيبة ظهر يومية", 260, null, "desc"],
  ["backpacks", "Summit", "Expedition Pack 65L&^&Adjustable torso", "حقيبة رحلات كبيرة", 880, 990, "desc"],
  ["accessories", "Northwind", "Merino Beanie&^&One size", "قبعة صوف ميرينو", 75, null, "desc"],
  ["accessories", "Trailhead", "Trekking Poles&^&Carbon pair", "عصي مشي", 310, null, "desc"],
];

const SHOP3_SECTIONS: SectionSeed[] = [
  { en: "Preview", ar: "معاينة", cats: [{ key: "preview", en: "First Collection", ar: "المجموعة الأولى", opts: [] }] },
];
const SHOP3_PRODUCTS: P[] = [
  ["preview", "Soon", "Preview Dress&^&Linen", "فستان", 300, null, "desc"],
  ["preview", "Soon", "Preview Scarf&^&Silk", "وشاح", 120, null, "none"],
];

const SHOP4_SECTIONS: SectionSeed[] = [
  {
    en: "Tea",
    ar: "الشاي",
    cats: [
      { key: "loose", en: "Loose Leaf", ar: "أوراق سائبة", opts: ["size"] },
      { key: "teaware", en: "Teaware", ar: "أدوات الشاي", opts: ["color"] },
    ],
  },
];
const SHOP4_PRODUCTS: P[] = [
  ["loose", "Harbor", "Karak Blend&^&Black tea with cardamom", "شاي كرك", 45, null, "desc"],
  ["loose", "Harbor", "Mint Green&^&Gunpowder green with spearmint", "شاي أخضر بالنعناع", 38, null, "desc"],
  ["loose", "Harbor", "Saffron Chai&^&Spiced black tea", "شاي بالزعفران", 64, 72, "desc"],
  ["teaware", "Harbor", "Glass Teapot&^&With infuser", "إبريق زجاجي", 95, null, "desc"],
  ["teaware", "Harbor", "Istikan Set&^&Six tea glasses", "طقم استكانات", 70, null, "none"],
];

/** Each shop's sections and products, by tenant id. */
const CATALOGUES: Record<number, { sections: SectionSeed[]; products: P[] }> = {
  1: { sections: SHOP1_SECTIONS, products: SHOP1_PRODUCTS },
  2: { sections: SHOP2_SECTIONS, products: SHOP2_PRODUCTS },
  3: { sections: SHOP3_SECTIONS, products: SHOP3_PRODUCTS },
  4: { sections: SHOP4_SECTIONS, products: SHOP4_PRODUCTS },
};

const REVIEW_TEXTS: Record<number, string[]> = {
  5: ["Excellent quality, exactly as described.", "Love it! Would buy again.", "Beautiful craftsmanship."],
  4: ["Very good, fast delivery.", "Nice product, slightly smaller than expected.", "Good value for money."],
  3: ["It's okay for the price.", "Average, does the job.", "Decent but packaging was damaged."],
  2: ["Not what I expected.", "Quality could be better."],
  1: ["Disappointed, broke after a week."],
};

interface UserSeed {
  email: string;
  mobile: string;
  first: string;
  last: string;
  password: string;
}

/* ------------------------------------------------------------------ */

export interface SeedSummary {
  tenants: number;
  products: number;
  users: number;
}

export function seed(db: DB): SeedSummary {
  const rng = mulberry32(20250601);
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rng() * arr.length)] as T;

  return tx(db, () => {
    for (const [id, en, ar] of COUNTRIES)
      run(db, "INSERT INTO countries (id, name_en, name_ar) VALUES (?, ?, ?)", id, en, ar);

    let productCount = 0;
    let userCount = 0;

    for (const t of TENANTS) {
      const logo = image(db, `logos/${t.id}.svg`, {
        key: `logo-${t.id}`,
        width: 240,
        height: 240,
        label: t.name.split(" ")[0] ?? t.name,
        shape: t.id === 1 ? "hexagon" : t.id === 2 ? "triangle" : t.id === 4 ? "circle" : "ring",
        hue: t.hue,
      });
      run(
        db,
        `INSERT INTO tenants (id, name, host, logo_path, logo_display_type, currency, default_delivery_time, default_shipping_cents,
          published, mobile, email, address, whatsapp, facebook, twitter, linkedin, instagram, about_en, about_ar, desc_en, desc_ar,
          google_analytics_id, google_tag_manager_id, main_color, text_color, bright_color, bright_bg_color, publishable_key,
          policies_json, payment_methods_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        t.id,
        t.name,
        t.host,
        logo,
        t.display,
        t.currency,
        t.deliveryTime,
        cents(t.shipping),
        t.published ? 1 : 0,
        t.mobile,
        t.email,
        t.address,
        t.social.whatsapp ?? null,
        t.social.facebook ?? null,
        t.social.twitter ?? null,
        t.social.linkedin ?? null,
        t.social.instagram ?? null,
        t.about[0],
        t.about[1],
        t.description[0],
        t.description[1],
        t.analytics?.ga ?? null,
        t.analytics?.gtm ?? null,
        t.colors[0],
        t.colors[1],
        t.colors[2],
        t.colors[3],
        t.key,
        JSON.stringify(t.policies),
        JSON.stringify(t.methods),
      );
      run(db, "INSERT INTO settings (tenant_id, name, value) VALUES (?, 'merchant-key', ?)", t.id, t.key);
      run(db, "INSERT INTO settings (tenant_id, name, value) VALUES (?, 'currency', ?)", t.id, t.currency);
      run(db, "INSERT INTO settings (tenant_id, name, value) VALUES (?, 'language', 'en')", t.id);

      // features
      const features: [string, string, string, string, Shape][] =
        t.id === 1
          ? [
              [
                "Free delivery",
                "توصيل مجاني",
                "On orders over 300 SAR in Riyadh.",
                "للطلبات فوق 300 ريال.",
                "triangle",
              ],
              [
                "Secure payment",
                "دفع آمن",
                "Card, wallet, PayPal or cash on delivery.",
                "بطاقة أو محفظة أو الدفع عند الاستلام.",
                "square",
              ],
              ["Easy returns", "إرجاع سهل", "14 days to change your mind.", "14 يوماً لتغيير رأيك.", "ring"],
              [
                "Handpicked makers",
                "صناع مختارون",
                "Every product is checked by our team.",
                "كل منتج يفحصه فريقنا.",
                "hexagon",
              ],
            ]
          : t.id === 2
            ? [
                ["Tested outdoors", "مجرب في الطبيعة", "Every item is trail tested.", "كل منتج مجرب.", "triangle"],
                ["30-day returns", "إرجاع 30 يوماً", "Unworn items, no questions.", "بدون أسئلة.", "ring"],
                ["Fast UAE delivery", "توصيل سريع", "2-4 days anywhere in the UAE.", "2-4 أيام.", "diamond"],
              ]
            : t.id === 4
              ? [
                  ["Blended by hand", "ممزوج يدوياً", "Small batches every week.", "دفعات صغيرة كل أسبوع.", "circle"],
                  ["Fresh to your door", "طازج إلى بابك", "2-3 days across the kingdom.", "2-3 أيام.", "diamond"],
                  [
                    "Tasting notes",
                    "ملاحظات التذوق",
                    "Every tea comes with a brewing card.",
                    "مع كل شاي بطاقة تحضير.",
                    "square",
                  ],
                ]
              : [
                  ["Opening soon", "قريباً", "Sign up to hear first.", "سجل لتعرف أولاً.", "circle"],
                  ["Curated", "منتقى", "A small, careful collection.", "مجموعة صغيرة.", "square"],
                  ["Local", "محلي", "Made nearby.", "صنع محلياً.", "ring"],
                ];
      features.forEach(([en, ar, txt, txtAr, shape], i) => {
        const info = run(
          db,
          "INSERT INTO features (tenant_id, icon_path, title_en, title_ar, text_en, text_ar, position) VALUES (?, '', ?, ?, ?, ?, ?)",
          t.id,
          en,
          ar,
          txt,
          txtAr,
          i,
        );
        const path = image(db, `features/${info.lastInsertRowid}.svg`, {
          key: `feature-${t.id}-${i}`,
          width: 96,
          height: 96,
          label: "",
          shape,
          hue: t.hue,
        });
        run(db, "UPDATE features SET icon_path = ? WHERE id = ?", path, info.lastInsertRowid);
      });

      // option categories
      const optCat: Record<string, number> = {};
      for (const [key, en, ar] of [
        ["color", "Color", "اللون"],
        ["size", "Size", "المقاس"],
        ["warranty", "Warranty", "الضمان"],
        ["giftwrap", "Gift wrap", "تغليف هدية"],
      ] as const) {
        optCat[key] = run(
          db,
          "INSERT INTO option_categories (tenant_id, name_en, name_ar) VALUES (?, ?, ?)",
          t.id,
          en,
          ar,
        ).lastInsertRowid;
      }

      // sections and categories
      const { sections, products } = CATALOGUES[t.id]!;
      const catIds: Record<string, { id: number; opts: OptKind[]; en: string }> = {};
      for (const s of sections) {
        const sid = run(
          db,
          "INSERT INTO sections (tenant_id, name_en, name_ar) VALUES (?, ?, ?)",
          t.id,
          s.en,
          s.ar,
        ).lastInsertRowid;
        for (const c of s.cats) {
          const cid = run(
            db,
            "INSERT INTO categories (tenant_id, section_id, name_en, name_ar, image_path) VALUES (?, ?, ?, ?, '')",
            t.id,
            sid,
            c.en,
            c.ar,
          ).lastInsertRowid;
          const path = image(db, `categories/${cid}.svg`, {
            key: `category-${cid}-${c.key}`,
            width: 400,
            height: 400,
            label: c.en,
            shape: "circle",
          });
          run(db, "UPDATE categories SET image_path = ? WHERE id = ?", path, cid);
          catIds[c.key] = { id: cid, opts: c.opts, en: c.en };
        }
      }

      // brands
      const brandIds: Record<string, number> = {};
      for (const p of products) {
        const b = p[1];
        if (brandIds[b] === undefined)
          brandIds[b] = run(db, "INSERT INTO brands (tenant_id, name) VALUES (?, ?)", t.id, b).lastInsertRowid;
      }

      // sliders
      if (t.published) {
        const cats = Object.values(catIds);
        const slides: [string, string][] =
          t.id === 1
            ? [
                ["Summer Collection", `/category/${cats[3]?.id ?? 1}`],
                ["Handmade for your home", `/category/${cats[0]?.id ?? 1}`],
                ["Sound that travels", `/category/${cats[6]?.id ?? 1}`],
              ]
            : t.id === 4
              ? [
                  ["Brewed by the sea", `/category/${cats[0]?.id ?? 1}`],
                  ["Pour slowly", `/category/${cats[1]?.id ?? 1}`],
                ]
              : [
                  ["Ready for the trail", `/category/${cats[1]?.id ?? 1}`],
                  ["Pack light", `/category/${cats[2]?.id ?? 1}`],
                  ["New season jackets", `/category/${cats[0]?.id ?? 1}`],
                ];
        slides.forEach(([title, link], i) => {
          const sid = run(
            db,
            "INSERT INTO sliders (tenant_id, title, link, desktop_path, mobile_path, position) VALUES (?, ?, ?, '', '', ?)",
            t.id,
            title,
            link,
            i,
          ).lastInsertRowid;
          const desk = image(db, `sliders/${sid}-desktop.svg`, {
            key: `slider-${sid}`,
            width: 1600,
            height: 600,
            label: title,
            sublabel: t.name,
            hue: (t.hue + i * 40) % 360,
            shape: "diamond",
          });
          const mob = image(db, `sliders/${sid}-mobile.svg`, {
            key: `slider-${sid}`,
            width: 750,
            height: 1000,
            label: title,
            sublabel: t.name,
            hue: (t.hue + i * 40) % 360,
            shape: "diamond",
          });
          run(db, "UPDATE sliders SET desktop_path = ?, mobile_path = ? WHERE id = ?", desk, mob, sid);
        });
      }

      // products, in an order of creation shuffled deterministically
      const n = products.length;
      const order = Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        const a = order[i] as number;
        order[i] = order[j] as number;
        order[j] = a;
      }
      const productIds: number[] = [];
      products.forEach((p, idx) => {
        const [catKey, brand, nameEn, nameAr, price, oldPrice, descMode] = p;
        const cat = catIds[catKey];
        if (!cat) throw new Error(`unknown category ${catKey}`);
        const [first, second] = nameEn.split("&^&");
        const description =
          descMode === "xss"
            ? XSS_DESCRIPTION
            : descMode === "none"
              ? null
              : descMode === "empty"
                ? ""
                : `<p>${htmlEsc(second ?? "")}. From the ${htmlEsc(cat.en.toLowerCase())} range by ${htmlEsc(brand)}.</p><ul><li>Carefully packed</li><li>Ships from ${htmlEsc(t.address.split(",").pop()?.trim() ?? "")}</li></ul>`;
        const daysAgo = (order.indexOf(idx) ?? 0) * 3 + (t.id - 1);
        const special = idx % 6 === 2; // some products override delivery / shipping
        const pid = run(
          db,
          `INSERT INTO products (tenant_id, category_id, brand_id, name_en, name_ar, description, price_cents, old_price_cents,
             delivery_time, shipping_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          t.id,
          cat.id,
          brandIds[brand] ?? null,
          nameEn,
          nameAr,
          description,
          cents(price),
          oldPrice == null ? null : cents(oldPrice),
          special ? "1-2 days" : null,
          special ? (price > 300 ? 0 : cents(12.5)) : null,
          at(daysAgo, idx),
        ).lastInsertRowid;
        productIds.push(pid);
        const imgCount = idx % 2 === 0 ? 4 : 3;
        for (let k = 1; k <= imgCount; k++) {
          const path = image(db, `products/${pid}-${k}.svg`, {
            key: `product-${pid}-${k}`,
            width: 800,
            height: 800,
            label: first ?? nameEn,
            sublabel: `${brand} · view ${k}`,
            hue: (t.hue + pid * 37 + k * 11) % 360,
          });
          run(db, "INSERT INTO product_images (product_id, path, position) VALUES (?, ?, ?)", pid, path, k);
        }
        // options: every 5th product has none
        if (idx % 5 !== 4) {
          cat.opts.forEach((kind, pos) => addOptionGroup(db, pid, kind, pos, optCat, idx));
        }
        productCount++;
      });

      // users
      const users: UserSeed[] =
        t.id === 1
          ? [
              { email: "buyer@example.com", mobile: "0501234567", first: "Demo", last: "Buyer", password: "Password1" },
              {
                email: "other@example.com",
                mobile: "0507654321",
                first: "Other",
                last: "Shopper",
                password: "Password1",
              },
              ...[
                "Sara Alharbi",
                "Omar Khalid",
                "Lina Haddad",
                "Yousef Nasser",
                "Maha Saleh",
                "Faisal Qasim",
                "Noura Aziz",
                "Tariq Fahd",
              ].map((full, i) => ({
                email: `reviewer${i + 1}@example.com`,
                mobile: `05100000${String(i + 1).padStart(2, "0")}`,
                first: full.split(" ")[0] ?? full,
                last: full.split(" ")[1] ?? "",
                password: "Password1",
              })),
            ]
          : t.id === 2
            ? [
                {
                  email: "buyer@example.com",
                  mobile: "0501234567",
                  first: "Demo",
                  last: "Northwind",
                  password: "Password2",
                },
                {
                  email: "other@example.com",
                  mobile: "0507654321",
                  first: "Other",
                  last: "Northwind",
                  password: "Password2",
                },
                {
                  email: "reviewer1@example.com",
                  mobile: "0510000001",
                  first: "Hana",
                  last: "Rashid",
                  password: "Password2",
                },
                {
                  email: "reviewer2@example.com",
                  mobile: "0510000002",
                  first: "Karim",
                  last: "Said",
                  password: "Password2",
                },
              ]
            : [];
      const userIds: number[] = users.map(
        (u, i) =>
          run(
            db,
            "INSERT INTO users (tenant_id, email, mobile, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            t.id,
            u.email,
            u.mobile,
            u.first,
            u.last,
            hashPasswordSync(u.password),
            at(200 - i),
          ).lastInsertRowid,
      );
      userCount += users.length;
      if (!userIds.length) continue;

      // reviews: reviewers (users 2..) rate products; the buyer rated exactly the second product (5 stars)
      const reviewers = userIds.slice(2);
      productIds.forEach((pid, idx) => {
        if (idx % 7 === 3) return; // some products have no reviews
        const quality = idx % 3 === 0 ? 4.6 : idx % 3 === 1 ? 3.9 : 3.0 + rng() * 2;
        const count = Math.min(reviewers.length, 1 + Math.floor(rng() * (reviewers.length === 2 ? 2 : 6)));
        for (let r = 0; r < count; r++) {
          const uid = reviewers[(idx + r) % reviewers.length] as number;
          const value = Math.max(1, Math.min(5, Math.round(quality + (rng() - 0.5) * 1.6)));
          run(
            db,
            "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            t.id,
            pid,
            uid,
            value,
            pick(REVIEW_TEXTS[value] ?? ["Fine."]),
            at(60 - r, idx),
          );
        }
      });
      const buyerId = userIds[0] as number;
      const otherId = userIds[1] as number;
      const secondProduct = productIds[1] as number;
      run(
        db,
        "INSERT INTO reviews (tenant_id, product_id, user_id, rate_value, comment, created_at) VALUES (?, ?, ?, 5, ?, ?)",
        t.id,
        secondProduct,
        buyerId,
        "My favourite purchase this year.",
        at(10),
      );

      // addresses
      const addr = (
        uid: number,
        country: number,
        city: string,
        area: string,
        street: string,
        b: string,
        apt: string,
        info: string,
        main: boolean,
      ) =>
        run(
          db,
          `INSERT INTO addresses (user_id, country_id, city, area, street_name, building_num, apartment_num, additional_info, main_address)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          uid,
          country,
          city,
          area,
          street,
          b,
          apt,
          info,
          main ? 1 : 0,
        ).lastInsertRowid;
      const buyerMain =
        t.id === 1
          ? addr(buyerId, 26, "Riyadh", "Al Olaya", "King Fahd Road", "12", "4", "Near the tower", true)
          : addr(buyerId, 1, "Dubai", "Marina", "Al Marsa Street", "8", "1203", "", true);
      if (t.id === 1) addr(buyerId, 26, "Jeddah", "Al Rawdah", "Prince Sultan Street", "7", "", "", false);
      addr(
        otherId,
        t.id === 1 ? 26 : 1,
        t.id === 1 ? "Dammam" : "Abu Dhabi",
        "Al Faisaliyah",
        "Gulf Road",
        "3",
        "",
        "",
        true,
      );

      // wishlist
      const wish = t.id === 1 ? [productIds[0], productIds[5], productIds[11]] : [productIds[0]];
      for (const pid of wish)
        if (pid)
          run(db, "INSERT INTO wishlist (user_id, product_id, created_at) VALUES (?, ?, ?)", buyerId, pid, at(5));

      // orders: shop 1 buyer has 12 pending orders and one in each other status
      const statuses = t.id === 1 ? [...Array<number>(12).fill(1), 2, 3, 4, 5, 6] : [1, 4];
      statuses.forEach((status, i) => {
        const lines: { pid: number; qty: number }[] = [];
        const nLines = 1 + (i % 3);
        for (let k = 0; k < nLines; k++)
          lines.push({ pid: productIds[(i * 5 + k * 7) % productIds.length] as number, qty: 1 + ((i + k) % 3) });
        createSeedOrder(
          db,
          t.id,
          buyerId,
          buyerMain,
          status,
          lines,
          at(3 + i * 2, i),
          t.currency,
          status === 4 || status === 5 ? "card" : "cash",
        );
      });
      if (t.id === 1) {
        createSeedOrder(
          db,
          t.id,
          otherId,
          null,
          1,
          [{ pid: productIds[3] as number, qty: 1 }],
          at(4),
          t.currency,
          "cash",
        );
      }
    }
    return { tenants: TENANTS.length, products: productCount, users: userCount };
  });
}

function addOptionGroup(
  db: DB,
  pid: number,
  kind: OptKind,
  pos: number,
  optCat: Record<string, number>,
  idx: number,
): void {
  if (kind === "none") return;
  const groups: Record<
    Exclude<OptKind, "none">,
    { en: string; ar: string; values: [string, string, number | null, boolean][] }
  > = {
    // [en, ar, added price | null, stockable]
    color: {
      en: "Color",
      ar: "اللون",
      values:
        idx % 2 === 0
          ? [
              ["Natural", "طبيعي", null, true],
              ["Black", "أسود", null, true],
              ["Copper", "نحاسي", 20, true],
            ]
          : [
              ["Sand", "رملي", 0, true],
              ["Olive", "زيتي", 10, true],
              ["Indigo", "نيلي", 15, true],
            ],
    },
    size: {
      en: "Size",
      ar: "المقاس",
      values: [
        ["Small", "صغير", 0, true],
        ["Medium", "متوسط", 15, true],
        ["Large", "كبير", 30, true],
      ],
    },
    warranty: {
      en: "Warranty",
      ar: "الضمان",
      values: [
        ["1 year", "سنة", null, false],
        ["2 years", "سنتان", 45, false],
        ["3 years", "ثلاث سنوات", 80, false],
      ],
    },
    giftwrap: {
      en: "Gift wrap",
      ar: "تغليف هدية",
      values: [
        ["No gift wrap", "بدون تغليف", null, false],
        ["Gift wrap", "تغليف هدية", 10, true],
      ],
    },
  };
  const g = groups[kind];
  const oid = run(
    db,
    "INSERT INTO product_options (product_id, name_en, name_ar, position) VALUES (?, ?, ?, ?)",
    pid,
    g.en,
    g.ar,
    pos,
  ).lastInsertRowid;
  g.values.forEach(([en, ar, price, stock], i) => {
    run(
      db,
      `INSERT INTO option_values (product_option_id, option_category_id, name_en, name_ar, price_cents, is_stockable, position)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      oid,
      optCat[kind] ?? null,
      en,
      ar,
      price == null ? null : cents(price),
      stock ? 1 : 0,
      i,
    );
  });
}

function createSeedOrder(
  db: DB,
  tenantId: number,
  userId: number,
  addressId: number | null,
  status: number,
  lines: { pid: number; qty: number }[],
  createdAt: string,
  currency: string,
  method: "card" | "cash",
): void {
  const priced = lines.map((l) => {
    const p = db.prepare("SELECT name_en, name_ar, price_cents FROM products WHERE id = ?").get(l.pid) as {
      name_en: string;
      name_ar: string;
      price_cents: number;
    };
    // choose the first priced value of the first option group, if any
    const opt = db
      .prepare(
        `SELECT v.id, v.price_cents FROM option_values v JOIN product_options o ON o.id = v.product_option_id
         WHERE o.product_id = ? AND v.price_cents IS NOT NULL ORDER BY o.position, v.position LIMIT 1`,
      )
      .get(l.pid) as { id: number; price_cents: number } | undefined;
    const unit = p.price_cents + (opt?.price_cents ?? 0);
    return { ...l, ...p, unit, optionIds: opt ? [opt.id] : [] };
  });
  const total = priced.reduce((s, l) => s + l.unit * l.qty, 0);
  const oid = run(
    db,
    `INSERT INTO orders (tenant_id, user_id, address_id, status, total_cents, shipping_cents, payment_method, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
    tenantId,
    userId,
    addressId,
    status,
    total,
    method === "card" ? 1 : 2,
    createdAt,
  ).lastInsertRowid;
  for (const l of priced) {
    run(
      db,
      "INSERT INTO order_lines (order_id, product_id, name_en, name_ar, unit_cents, quantity, option_ids) VALUES (?, ?, ?, ?, ?, ?, ?)",
      oid,
      l.pid,
      l.name_en,
      l.name_ar,
      l.unit,
      l.qty,
      JSON.stringify(l.optionIds),
    );
  }
  run(
    db,
    `INSERT INTO payments (tenant_id, user_id, order_id, amount_cents, currency, method, status, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    tenantId,
    userId,
    oid,
    total,
    currency,
    method,
    method === "card" ? "paid" : status === 3 ? "cancelled" : "pending",
    createdAt,
  );
}
