/**
 * Seed DATA: the four demo shops, their texts, shoppers and addresses, and the countries
 * (the catalogues are in catalogues.ts; the seeding steps in ../). Ids and order matter:
 * the tests name them.
 */
import { PAYMENT_METHOD_IDS, type Language } from "../../../server/upstream/contract/index.ts";
import type { Shape } from "../../svg.ts";

type PayMethod = keyof typeof PAYMENT_METHOD_IDS;

/** The methods a shop has active, by PAYMENT_METHOD_IDS: {"1": true, "2": true, "4": false, …}. */
const methods = (...active: PayMethod[]): Record<number, boolean> =>
  Object.fromEntries(Object.entries(PAYMENT_METHOD_IDS).map(([name, id]) => [id, active.includes(name as PayMethod)]));

export interface TenantSeed {
  id: number;
  name: string;
  host: string;
  display: "both" | "logo" | "name";
  currency: string;
  deliveryTime: string;
  shipping: number;
  published: boolean;
  /** The shop's languages, its default first (TenantSchema `languages`). */
  languages: [Language, ...Language[]];
  mobile: string;
  email: string;
  address: string;
  /** The city the shop ships from, in Arabic (the product descriptions' "Ships from"). */
  shipsFromAr: string;
  social: { whatsapp?: string; facebook?: string; twitter?: string; linkedin?: string; instagram?: string };
  about: [string, string];
  description: [string, string];
  colors: [string, string, string, string];
  key: string;
  hue: number;
  /** active or not, by PAYMENT_METHOD_IDS */
  methods: Record<number, boolean>;
  policies: Record<string, { en: string; ar: string }>;
  /** google_analytics_id and google_tag_manager_id; unset (null) when missing. */
  analytics?: { ga: string; gtm: string };
  logoShape: Shape;
  /** [title en, title ar, text en, text ar, icon shape] */
  features: [string, string, string, string, Shape][];
  /** [title en, title ar, index of the category it links to]; a published shop's only */
  slides: [string, string, number][];
  /** The shop's shoppers and what they have done; none in a shop without buyers. */
  people?: ShopPeople;
}

export interface UserSeed {
  email: string;
  mobile: string;
  first: string;
  last: string;
  password: string;
}

export interface AddressSeed {
  country: number;
  city: string;
  area: string;
  street: string;
  building: string;
  apartment: string;
  info: string;
}

/** Product references are indexes in the shop's product list (catalogues.ts). */
export interface ShopPeople {
  /** the demo buyer, the other shopper, then the reviewers */
  users: UserSeed[];
  /** the buyer's; the first is the main address */
  buyerAddresses: AddressSeed[];
  /** the other shopper's main address */
  otherAddress: AddressSeed;
  wishlist: number[];
  /** the buyer's orders, newest first, by status */
  orderStatuses: number[];
  /** the product of the other shopper's one pending cash order, if any */
  otherShopperOrder?: number;
}

const policy = (title: string, body: string, titleAr: string, bodyAr: string) => ({
  en: `<h3>${title}</h3><p>${body}</p>`,
  ar: `<h3>${titleAr}</h3><p>${bodyAr}</p>`,
});

export const TENANTS: TenantSeed[] = [
  {
    id: 1,
    name: "Oasis Market",
    host: "demo.localhost",
    display: "both",
    currency: "SAR",
    deliveryTime: "3-5 days",
    shipping: 25,
    published: true,
    languages: ["en", "ar"],
    mobile: "0501112222",
    email: "hello@oasis-market.example",
    address: "King Fahd Road, Al Olaya, Riyadh",
    shipsFromAr: "الرياض",
    social: {
      whatsapp: "966501112222",
      facebook: "https://www.facebook.com/oasismarket",
      instagram: "https://www.instagram.com/oasismarket",
    },
    about: [
      "<p>Oasis Market brings together craft homeware, fashion, electronics and outdoor gear from independent makers across the region.</p>",
      "<p>يجمع سوق الواحة بين مستلزمات المنزل المصنوعة يدوياً والأزياء والإلكترونيات ومعدات الرحلات من صنّاع مستقلين في أنحاء المنطقة.</p>",
    ],
    description: [
      "<p>A demo shop of the storefront: everything here is sample data.</p>",
      "<p>متجر تجريبي لواجهة المتجر: كل ما تراه هنا بيانات للعرض فقط.</p>",
    ],
    colors: ["#0f766e", "#134e4a", "#f59e0b", "#f0fdfa"],
    key: "pk_test_oasis_4f1c9a7e2b",
    hue: 170,
    methods: methods("card", "cash", "paypal", "moyasar"),
    policies: {
      privacyPolicy: policy(
        "Privacy",
        "We only keep the data needed to deliver your orders.",
        "الخصوصية",
        "لا نحتفظ إلا بالبيانات اللازمة لتوصيل طلباتك.",
      ),
      pricingPolicy: policy(
        "Pricing",
        "Prices include VAT. Shipping is added at checkout.",
        "الأسعار",
        "الأسعار شاملة ضريبة القيمة المضافة، وتُضاف تكلفة الشحن عند إتمام الطلب.",
      ),
      deliveryPolicy: policy(
        "Delivery",
        "Orders ship within 2 working days and arrive in 3-5 days.",
        "التوصيل",
        "تُشحن الطلبات خلال يومي عمل وتصل خلال 3-5 أيام.",
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
        "بإتمامك الطلب فإنك توافق على هذه الشروط التجريبية.",
      ),
      description: policy(
        "About this shop",
        "Oasis Market is a sample shop for the storefront.",
        "عن المتجر",
        "سوق الواحة متجر تجريبي لعرض واجهة المتجر.",
      ),
    },
    logoShape: "hexagon",
    features: [
      [
        "Free delivery",
        "توصيل مجاني",
        "On orders over 300 SAR in Riyadh.",
        "للطلبات التي تزيد على 300 ريال داخل الرياض.",
        "triangle",
      ],
      [
        "Secure payment",
        "دفع آمن",
        "Card, wallet, PayPal or cash on delivery.",
        "بالبطاقة أو المحفظة الرقمية أو باي بال أو الدفع عند الاستلام.",
        "square",
      ],
      ["Easy returns", "إرجاع سهل", "14 days to change your mind.", "14 يوماً لتغيير رأيك.", "ring"],
      [
        "Handpicked makers",
        "صنّاع مختارون بعناية",
        "Every product is checked by our team.",
        "يفحص فريقنا كل منتج قبل عرضه.",
        "hexagon",
      ],
    ],
    slides: [
      ["Summer Collection", "تشكيلة الصيف", 3],
      ["Handmade for your home", "صُنع يدوياً لبيتك", 0],
      ["Sound that travels", "صوت يرافقك أينما ذهبت", 6],
    ],
    people: {
      users: [
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
      ],
      buyerAddresses: [
        {
          country: 26,
          city: "Riyadh",
          area: "Al Olaya",
          street: "King Fahd Road",
          building: "12",
          apartment: "4",
          info: "Near the tower",
        },
        {
          country: 26,
          city: "Jeddah",
          area: "Al Rawdah",
          street: "Prince Sultan Street",
          building: "7",
          apartment: "",
          info: "",
        },
      ],
      otherAddress: {
        country: 26,
        city: "Dammam",
        area: "Al Faisaliyah",
        street: "Gulf Road",
        building: "3",
        apartment: "",
        info: "",
      },
      wishlist: [0, 5, 11],
      // 12 pending orders and one in each other status
      orderStatuses: [...Array<number>(12).fill(1), 2, 3, 4, 5, 6],
      otherShopperOrder: 3,
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
    languages: ["en", "ar"],
    mobile: "0559876543",
    email: "care@northwind.example",
    address: "Sheikh Zayed Road, Dubai",
    shipsFromAr: "دبي",
    social: {
      twitter: "https://twitter.com/northwindout",
      linkedin: "https://www.linkedin.com/company/northwind-outfitters",
    },
    about: [
      "<p>Northwind Outfitters equips city walkers and mountain hikers alike.</p>",
      "<p>تجهّز نورثويند أوتفترز هواة المشي في المدينة ومحبي المشي في الجبال على حد سواء.</p>",
    ],
    description: ["<p>The second demo shop.</p>", "<p>المتجر التجريبي الثاني.</p>"],
    colors: ["#1d4ed8", "#1e3a8a", "#e11d48", "#eff6ff"],
    key: "pk_test_northwind_8d2e6b1f0c",
    hue: 220,
    methods: methods("card", "cash", "moyasar"),
    policies: {
      privacyPolicy: policy("Privacy", "Your data stays with Northwind.", "الخصوصية", "تبقى بياناتك لدى نورثويند."),
      pricingPolicy: { en: "", ar: "" },
      deliveryPolicy: policy(
        "Delivery",
        "Delivery in 2-4 days across the UAE.",
        "التوصيل",
        "التوصيل خلال 2-4 أيام إلى جميع أنحاء الإمارات.",
      ),
      refundPolicy: policy(
        "Refunds",
        "30-day returns on unworn items.",
        "الاسترجاع",
        "يمكن إرجاع المنتجات غير الملبوسة خلال 30 يوماً.",
      ),
      terms: policy("Terms", "Northwind demo terms apply.", "الشروط", "تسري شروط نورثويند التجريبية."),
      description: policy("Who we are", "Outdoor clothing and gear.", "من نحن", "ملابس ومعدات للأنشطة الخارجية."),
    },
    logoShape: "triangle",
    features: [
      ["Tested outdoors", "مُجرَّب في الطبيعة", "Every item is trail tested.", "نختبر كل منتج على مسارات المشي.", "triangle"],
      ["30-day returns", "إرجاع خلال 30 يوماً", "Unworn items, no questions.", "للمنتجات غير الملبوسة دون أي أسئلة.", "ring"],
      [
        "Fast UAE delivery",
        "توصيل سريع في الإمارات",
        "2-4 days anywhere in the UAE.",
        "خلال 2-4 أيام إلى أي مكان في الإمارات.",
        "diamond",
      ],
    ],
    slides: [
      ["Ready for the trail", "جاهز للمسار", 1],
      ["Pack light", "سافر بخفة", 2],
      ["New season jackets", "سترات الموسم الجديد", 0],
    ],
    people: {
      users: [
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
      ],
      buyerAddresses: [
        {
          country: 1,
          city: "Dubai",
          area: "Marina",
          street: "Al Marsa Street",
          building: "8",
          apartment: "1203",
          info: "",
        },
      ],
      otherAddress: {
        country: 1,
        city: "Abu Dhabi",
        area: "Al Faisaliyah",
        street: "Gulf Road",
        building: "3",
        apartment: "",
        info: "",
      },
      wishlist: [0],
      orderStatuses: [1, 4],
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
    languages: ["en", "ar"],
    mobile: "0500000003",
    email: "soon@boutique.example",
    address: "Opening soon",
    shipsFromAr: "مستودعنا",
    social: {},
    about: ["<p>Opening soon.</p>", "<p>نفتتح قريباً.</p>"],
    description: ["", ""],
    colors: ["#6b21a8", "#3b0764", "#f472b6", "#faf5ff"],
    key: "pk_test_soon_0a0b0c0d0e",
    hue: 280,
    methods: methods("cash"),
    policies: {
      privacyPolicy: { en: "", ar: "" },
      pricingPolicy: { en: "", ar: "" },
      deliveryPolicy: { en: "", ar: "" },
      refundPolicy: { en: "", ar: "" },
      terms: policy("Terms", "Coming soon.", "الشروط", "تُنشر قريباً."),
      description: { en: "", ar: "" },
    },
    logoShape: "ring",
    features: [
      ["Opening soon", "نفتتح قريباً", "Sign up to hear first.", "سجّل لتكون أول من يعرف.", "circle"],
      ["Curated", "تشكيلة منتقاة", "A small, careful collection.", "مجموعة صغيرة مختارة بعناية.", "square"],
      ["Local", "صناعة محلية", "Made nearby.", "مصنوعة بالقرب منك.", "ring"],
    ],
    // unpublished: no sliders
    slides: [],
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
    languages: ["en"],
    mobile: "0504445555",
    email: "hello@harbor-tea.example",
    address: "Corniche Road, Al Khobar",
    shipsFromAr: "الخبر",
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
    methods: methods("card", "cash"),
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
    logoShape: "circle",
    features: [
      ["Blended by hand", "ممزوج يدوياً", "Small batches every week.", "دفعات صغيرة كل أسبوع.", "circle"],
      ["Fresh to your door", "طازج إلى بابك", "2-3 days across the kingdom.", "2-3 أيام.", "diamond"],
      ["Tasting notes", "ملاحظات التذوق", "Every tea comes with a brewing card.", "مع كل شاي بطاقة تحضير.", "square"],
    ],
    slides: [
      ["Brewed by the sea", "يُحضَّر على البحر", 0],
      ["Pour slowly", "اسكبه على مهل", 1],
    ],
  },
];

export const COUNTRIES: [number, string, string][] = [
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
