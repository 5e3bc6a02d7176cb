/**
 * Seed DATA: each demo shop's sections, categories and products, the option groups products
 * get, and the review texts (the steps that insert them are in ../catalogue.ts and ../people.ts).
 */

export type OptKind = "color" | "size" | "warranty" | "giftwrap";

export interface CatSeed {
  key: string;
  en: string;
  ar: string;
  opts: OptKind[];
}
export interface SectionSeed {
  en: string;
  ar: string;
  cats: CatSeed[];
}
/** [category key, brand, name en, name ar, price, old price | null, description mode] */
export type ProductSeed = [string, string, string, string, number, number | null, "desc" | "none" | "empty" | "xss"];

export const XSS_DESCRIPTION =
  '<p>Handmade</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';

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

const SHOP1_PRODUCTS: ProductSeed[] = [
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

const SHOP2_PRODUCTS: ProductSeed[] = [
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
const SHOP3_PRODUCTS: ProductSeed[] = [
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
const SHOP4_PRODUCTS: ProductSeed[] = [
  ["loose", "Harbor", "Karak Blend&^&Black tea with cardamom", "شاي كرك", 45, null, "desc"],
  ["loose", "Harbor", "Mint Green&^&Gunpowder green with spearmint", "شاي أخضر بالنعناع", 38, null, "desc"],
  ["loose", "Harbor", "Saffron Chai&^&Spiced black tea", "شاي بالزعفران", 64, 72, "desc"],
  ["teaware", "Harbor", "Glass Teapot&^&With infuser", "إبريق زجاجي", 95, null, "desc"],
  ["teaware", "Harbor", "Istikan Set&^&Six tea glasses", "طقم استكانات", 70, null, "none"],
];

/** Each shop's sections and products, by tenant id. */
export const CATALOGUES: Record<number, { sections: SectionSeed[]; products: ProductSeed[] }> = {
  1: { sections: SHOP1_SECTIONS, products: SHOP1_PRODUCTS },
  2: { sections: SHOP2_SECTIONS, products: SHOP2_PRODUCTS },
  3: { sections: SHOP3_SECTIONS, products: SHOP3_PRODUCTS },
  4: { sections: SHOP4_SECTIONS, products: SHOP4_PRODUCTS },
};

export const REVIEW_TEXTS: Record<number, string[]> = {
  5: ["Excellent quality, exactly as described.", "Love it! Would buy again.", "Beautiful craftsmanship."],
  4: ["Very good, fast delivery.", "Nice product, slightly smaller than expected.", "Good value for money."],
  3: ["It's okay for the price.", "Average, does the job.", "Decent but packaging was damaged."],
  2: ["Not what I expected.", "Quality could be better."],
  1: ["Disappointed, broke after a week."],
};

/** Option categories, per shop: [kind, name en, name ar]. */
export const OPTION_CATEGORIES: [OptKind, string, string][] = [
  ["color", "Color", "اللون"],
  ["size", "Size", "المقاس"],
  ["warranty", "Warranty", "الضمان"],
  ["giftwrap", "Gift wrap", "تغليف هدية"],
];

/** [name en, name ar, added price | null, stockable] */
export type OptionValueSeed = [string, string, number | null, boolean];

/** The option group of each kind; colours differ between even- and odd-numbered products. */
export const OPTION_GROUPS: Record<
  OptKind,
  { en: string; ar: string; values: OptionValueSeed[]; oddValues?: OptionValueSeed[] }
> = {
  color: {
    en: "Color",
    ar: "اللون",
    values: [
      ["Natural", "طبيعي", null, true],
      ["Black", "أسود", null, true],
      ["Copper", "نحاسي", 20, true],
    ],
    oddValues: [
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

/** The demo buyer's own review, 5 stars on the shop's second product. */
export const BUYER_REVIEW_TEXT = "My favourite purchase this year.";
