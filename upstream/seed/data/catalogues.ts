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
/**
 * [category key, brand, name en, name ar, price, old price | null, description mode]. Both names are
 * "First part&^&Second part"; the descriptions are made of them (../catalogue.ts).
 */
export type ProductSeed = [string, string, string, string, number, number | null, "desc" | "none" | "empty" | "xss"];

export const XSS_DESCRIPTION =
  '<p>Handmade</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';
/** The same probe in the Arabic description. */
export const XSS_DESCRIPTION_AR =
  '<p>مصنوع يدوياً</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';

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
  ["cookware", "Atlas", "Cast Iron Skillet&^&Pre-seasoned 26 cm pan", "مقلاة حديد زهر&^&معالجة مسبقاً مقاس 26 سم", 145, null, "desc"],
  [
    "cookware",
    "Bayt",
    "Copper Dallah&^&Traditional Arabic coffee pot with brass handle",
    "دلة نحاسية&^&دلة قهوة عربية تقليدية بمقبض من النحاس الأصفر",
    320,
    380,
    "desc",
  ],
  ["cookware", "Bayt", "Stoneware Mug Set&^&Four mugs", "طقم أكواب فخارية&^&أربعة أكواب", 60, null, "desc"],
  ["cookware", "Atlas", "Chef Knife&^&Damascus steel 20 cm blade", "سكين الشيف&^&نصل من الفولاذ الدمشقي 20 سم", 410, null, "desc"],
  ["cookware", "Cedar & Co", "Bamboo Cutting Board&^&Large", "لوح تقطيع بامبو&^&مقاس كبير", 45, null, "none"],
  ["cookware", "Bayt", "Spice Tin Set&^&Twelve magnetic tins", "طقم علب بهارات&^&12 علبة مغناطيسية", 88, null, "desc"],
  ["lighting", "Bayt", "Script Test Lamp&^&Sanitizer check", "مصباح الاختبار&^&فحص تنقية الشيفرة", 99, null, "xss"],
  [
    "lighting",
    "Bayt",
    "Brass Lantern&^&Moroccan pierced metal lantern with glass panels",
    "فانوس نحاسي&^&فانوس مغربي من المعدن المخرّم بألواح زجاجية",
    230,
    null,
    "desc",
  ],
  ["lighting", "Eastwind", "LED Desk Lamp&^&Dimmable", "مصباح مكتب LED&^&بإضاءة قابلة للتعتيم", 135, 160, "desc"],
  ["lighting", "Cedar & Co", "Palm Leaf Pendant&^&Handwoven ceiling shade", "ثريا سعف النخيل&^&غطاء إضاءة سقفي منسوج يدوياً", 275, null, "desc"],
  ["lighting", "Dune", "Candle Holder Trio&^&Ceramic", "ثلاث حاملات شموع&^&من السيراميك", 38, null, "empty"],
  [
    "storage",
    "Cedar & Co",
    "Handwoven Palm Basket&^&Large natural storage with leather handles",
    "سلة خوص منسوجة يدوياً&^&سلة تخزين طبيعية كبيرة بمقابض جلدية",
    85,
    null,
    "desc",
  ],
  ["storage", "Cedar & Co", "Cedar Storage Chest&^&Solid wood blanket box", "صندوق خشب الأرز&^&صندوق بطانيات من الخشب الصلب", 780, null, "desc"],
  ["storage", "Dune", "Linen Drawer Organizer&^&Set of six", "منظم أدراج كتان&^&طقم من 6 قطع", 29, null, "desc"],
  ["storage", "Cedar & Co", "Rattan Laundry Hamper&^&With cotton liner", "سلة غسيل خيزران&^&مع بطانة قطنية", 120, 150, "desc"],
  [
    "bags",
    "Dune",
    "Leather Weekender&^&Full-grain travel bag with brass fittings",
    "حقيبة سفر جلدية&^&حقيبة سفر من الجلد الطبيعي الفاخر بقطع نحاسية",
    890,
    null,
    "desc",
  ],
  ["bags", "Dune", "Canvas Tote&^&Everyday", "حقيبة قماشية&^&للاستخدام اليومي", 35, null, "desc"],
  ["bags", "Dune", "Crossbody Satchel&^&Vegetable-tanned leather", "حقيبة كتف جانبية&^&من الجلد المدبوغ نباتياً", 340, null, "desc"],
  ["bags", "Eastwind", "Laptop Sleeve&^&Felt 14 inch", "غلاف لابتوب&^&من اللباد مقاس 14 إنش", 75, null, "none"],
  ["bags", "Bayt", "Embroidered Clutch&^&Evening bag with Sadu pattern", "حقيبة يد مطرزة&^&حقيبة سهرة بنقشة السدو", 190, 240, "desc"],
  ["scarves", "Bayt", "Cashmere Shawl&^&Hand-loomed in natural beige", "شال كشمير&^&منسوج يدوياً بلون بيج طبيعي", 520, null, "desc"],
  ["scarves", "Dune", "Silk Scarf&^&Desert print", "وشاح حريري&^&بنقشة صحراوية", 160, null, "desc"],
  ["scarves", "Bayt", "Cotton Shemagh&^&Red and white", "شماغ قطني&^&أحمر وأبيض", 55, null, "desc"],
  ["scarves", "Atlas", "Wool Wrap&^&Charcoal", "لفحة صوف&^&رمادي فحمي", 210, null, "desc"],
  ["audio", "Eastwind", "Wireless Headphones&^&Noise cancelling over-ear", "سماعة رأس لاسلكية&^&بعزل الضوضاء تغطي الأذن", 650, 750, "desc"],
  ["audio", "Eastwind", "Bluetooth Speaker&^&Waterproof portable", "سماعة بلوتوث&^&محمولة ومقاومة للماء", 240, null, "desc"],
  ["audio", "Cedar & Co", "Wooden Radio&^&Retro FM/AM", "راديو خشبي&^&بتصميم كلاسيكي FM/AM", 180, null, "desc"],
  ["audio", "Eastwind", "Earbuds&^&True wireless", "سماعات أذن&^&لاسلكية بالكامل", 299, null, "desc"],
  ["audio", "Atlas", "Record Player&^&Belt-drive turntable with built-in speakers", "مشغل أسطوانات&^&جرامافون بسير نقل الحركة ومكبرات صوت مدمجة", 720, null, "desc"],
  ["audio", "Atlas", "Studio Microphone&^&USB condenser", "ميكروفون استوديو&^&مكثف بمنفذ USB", 455, null, "desc"],
  ["smarthome", "Eastwind", "Smart Plug&^&Two pack", "قابس ذكي&^&عبوة من قطعتين", 65, null, "desc"],
  ["smarthome", "Eastwind", "Video Doorbell&^&1080p with chime", "جرس باب بالفيديو&^&دقة 1080p مع جرس داخلي", 430, null, "desc"],
  [
    "smarthome",
    "Atlas",
    "Air Quality Monitor&^&CO2, humidity and temperature sensor",
    "جهاز قياس جودة الهواء&^&مستشعر لثاني أكسيد الكربون والرطوبة والحرارة",
    315,
    null,
    "desc",
  ],
  ["smarthome", "Eastwind", "Smart Bulb&^&Colour", "لمبة ذكية&^&متعددة الألوان", 25, null, "none"],
  ["camping", "Atlas", "Dome Tent&^&Four person three season", "خيمة قبة&^&لأربعة أشخاص وثلاثة فصول", 560, null, "desc"],
  ["camping", "Atlas", "Camping Stove&^&Compact", "موقد تخييم&^&صغير الحجم", 140, null, "desc"],
  ["camping", "Dune", "Insulated Bottle&^&750 ml", "قارورة حافظة&^&سعة 750 مل", 48, null, "desc"],
  ["camping", "Atlas", "Folding Chair&^&Aluminium frame", "كرسي قابل للطي&^&بهيكل من الألمنيوم", 95, 120, "desc"],
  ["camping", "Dune", "Sleeping Bag&^&Lightweight down for desert nights", "كيس نوم&^&خفيف بحشوة ريش لليالي الصحراء", 380, null, "desc"],
  ["garden", "Cedar & Co", "Terracotta Planter&^&Large", "أصيص فخاري&^&مقاس كبير", 70, null, "desc"],
  ["garden", "Atlas", "Pruning Shears&^&Bypass", "مقص تقليم&^&بشفرتين متقاطعتين", 58, null, "desc"],
  ["garden", "Atlas", "Garden Hose Reel&^&Wall mounted with 30 metre hose", "بكرة خرطوم حديقة&^&تثبيت جداري مع خرطوم بطول 30 متراً", 265, null, "desc"],
  ["garden", "Dune", "Herb Seed Kit&^&Mint, basil and parsley", "طقم بذور أعشاب&^&نعناع وريحان وبقدونس", 15, null, "desc"],
  ["garden", "Cedar & Co", "Bird Feeder&^&Hanging", "وعاء إطعام طيور&^&معلّق", 42, null, "desc"],
  // More cookware, so one category spans two pages of the storefront's category grid (12 a page).
  ["cookware", "Atlas", "Dutch Oven&^&Enamelled cast iron 5 litre", "قدر حديد زهر&^&مطلي بالمينا سعة 5 لتر", 360, null, "desc"],
  ["cookware", "Bayt", "Brass Coffee Grinder&^&Hand-cranked", "مطحنة قهوة نحاسية&^&يدوية بذراع دوّار", 210, null, "desc"],
  ["cookware", "Cedar & Co", "Olive Wood Spoons&^&Set of three", "ملاعق خشب الزيتون&^&طقم من 3 قطع", 40, null, "desc"],
  ["cookware", "Atlas", "Carbon Steel Wok&^&Flat-bottomed 32 cm", "مقلاة ووك&^&فولاذ كربوني بقاعدة مسطحة 32 سم", 115, 135, "desc"],
  ["cookware", "Bayt", "Tagine Pot&^&Glazed clay", "قدر طاجين&^&من الفخار المزجّج", 95, null, "desc"],
  ["cookware", "Dune", "Linen Apron&^&Adjustable neck strap", "مريلة كتان&^&بحزام رقبة قابل للتعديل", 55, null, "none"],
  ["cookware", "Atlas", "Mortar and Pestle&^&Granite", "هاون ومدقة&^&من الجرانيت", 65, null, "desc"],
  ["cookware", "Bayt", "Date Serving Bowl&^&Hammered copper with lid", "صحن تقديم التمر&^&نحاس مطروق مع غطاء", 150, null, "desc"],
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
    "سترة مقاومة للعواصف&^&طبقة خارجية مقاومة للماء تسمح بالتهوية",
    640,
    720,
    "desc",
  ],
  ["jackets", "Summit", "Fleece Pullover&^&Midweight", "كنزة فليس&^&متوسطة السماكة", 210, null, "desc"],
  ["jackets", "Northwind", "Down Vest&^&Packable", "سترة ريش بلا أكمام&^&قابلة للطي والحمل", 330, null, "desc"],
  ["footwear", "Trailhead", "Trail Runner&^&Grippy outsole for rocky paths", "حذاء جري للمسارات&^&نعل خارجي ثابت للطرق الصخرية", 450, null, "desc"],
  ["footwear", "Trailhead", "Hiking Boot&^&Leather mid", "حذاء مشي جبلي&^&جلدي بساق متوسطة", 590, null, "desc"],
  ["footwear", "Summit", "Camp Sandal&^&Lightweight", "صندل تخييم&^&خفيف الوزن", 120, null, "none"],
  ["backpacks", "Northwind", "Daypack 22L&^&Ventilated back panel", "حقيبة ظهر 22 لتر&^&بظهر جيد التهوية", 260, null, "desc"],
  ["backpacks", "Summit", "Expedition Pack 65L&^&Adjustable torso", "حقيبة رحلات 65 لتر&^&بطول ظهر قابل للتعديل", 880, 990, "desc"],
  ["accessories", "Northwind", "Merino Beanie&^&One size", "طاقية صوف ميرينو&^&مقاس موحد", 75, null, "desc"],
  ["accessories", "Trailhead", "Trekking Poles&^&Carbon pair", "عصا مشي جبلي&^&زوج من ألياف الكربون", 310, null, "desc"],
];

const SHOP3_SECTIONS: SectionSeed[] = [
  { en: "Preview", ar: "معاينة", cats: [{ key: "preview", en: "First Collection", ar: "المجموعة الأولى", opts: [] }] },
];
const SHOP3_PRODUCTS: ProductSeed[] = [
  ["preview", "Soon", "Preview Dress&^&Linen", "فستان المعاينة&^&من الكتان", 300, null, "desc"],
  ["preview", "Soon", "Preview Scarf&^&Silk", "وشاح المعاينة&^&من الحرير", 120, null, "none"],
];

const SHOP4_SECTIONS: SectionSeed[] = [
  {
    en: "Tea",
    ar: "الشاي",
    cats: [
      { key: "loose", en: "Loose Leaf", ar: "شاي الأوراق السائبة", opts: ["size"] },
      { key: "teaware", en: "Teaware", ar: "أدوات الشاي", opts: ["color"] },
    ],
  },
];
const SHOP4_PRODUCTS: ProductSeed[] = [
  ["loose", "Harbor", "Karak Blend&^&Black tea with cardamom", "خلطة شاي كرك&^&شاي أسود بالهيل", 45, null, "desc"],
  ["loose", "Harbor", "Mint Green&^&Gunpowder green with spearmint", "شاي أخضر بالنعناع&^&شاي أخضر مكوّر مع النعناع", 38, null, "desc"],
  ["loose", "Harbor", "Saffron Chai&^&Spiced black tea", "شاي بالزعفران&^&شاي أسود بالبهارات", 64, 72, "desc"],
  ["teaware", "Harbor", "Glass Teapot&^&With infuser", "إبريق شاي زجاجي&^&مع مصفاة", 95, null, "desc"],
  ["teaware", "Harbor", "Istikan Set&^&Six tea glasses", "طقم استكانات&^&ست كاسات شاي", 70, null, "none"],
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
      ["1 year", "سنة واحدة", null, false],
      ["2 years", "سنتان", 45, false],
      ["3 years", "ثلاث سنوات", 80, false],
    ],
  },
  giftwrap: {
    en: "Gift wrap",
    ar: "تغليف هدية",
    values: [
      ["No gift wrap", "بدون تغليف هدية", null, false],
      ["Gift wrap", "تغليف هدية", 10, true],
    ],
  },
};

/** The demo buyer's own review, 5 stars on the shop's second product. */
export const BUYER_REVIEW_TEXT = "My favourite purchase this year.";
