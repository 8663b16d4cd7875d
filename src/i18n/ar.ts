/**
 * The interface's own words in Arabic: the same keys as en.ts (a key missing or extra fails
 * the type check), the same [slots], Western digits, the terms of the translators' glossary.
 * Texts that count are written to read right with any number ("عدد المنتجات المعروضة: 7"),
 * so the English `one` and `other` forms suffice.
 */
import type { Dictionary } from "./dictionary";

const ar: Dictionary = {
  frame: {
    skipLink: "الانتقال إلى المحتوى",
    topBar: "ساعات العمل ومعلومات التواصل",
    homeLink: "[company]، الصفحة الرئيسية",
    mainNav: "القائمة الرئيسية",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    nav: {
      home: "الرئيسية",
      about: "من نحن",
      technologies: "التقنيات",
      industries: "القطاعات",
      blogs: "المدونة",
      parts: "القطع والمنتجات",
      contact: "اتصل بنا",
    },
    search: {
      open: "البحث في الموقع",
      label: "بحث",
      placeholder: "منتجات، تقنيات، مقالات…",
      hint: "اختر نتيجة بمفاتيح الأسهم، ثم اضغط مفتاح الإدخال لفتحها.",
      results: "النتائج",
      searching: "جارٍ البحث…",
      count: {
        one: "عدد النتائج: [count]",
        other: "عدد النتائج: [count]",
      },
      none: "لا توجد نتائج لـ «[query]»",
      failed: "البحث غير متاح الآن. يُرجى المحاولة مرة أخرى.",
    },
    technologiesMenu: {
      show: "عرض التقنيات",
      viewAll: "عرض جميع التقنيات",
    },
    footer: {
      tagline: "[tagline].",
      quickLinks: "روابط سريعة",
      links: {
        aboutUs: "من نحن",
        contact: "اتصل بنا",
        blogs: "المدونة",
        products: "المنتجات",
        industries: "القطاعات",
        parts: "القطع والمنتجات",
        technologies: "التقنيات",
        locations: "مواقعنا",
      },
      getInTouch: "تواصل معنا",
      address: "[street]، [city]، [country]",
      whatsapp: "تحدّث معنا عبر واتساب",
      copyright: "© [year] [company]. جميع الحقوق محفوظة.",
    },
    social: {
      link: "[company] على [network]",
      networks: {
        facebook: "فيسبوك",
        instagram: "إنستغرام",
        linkedin: "لينكدإن",
        youtube: "يوتيوب",
        x: "إكس",
        tiktok: "تيك توك",
      },
    },
  },

  common: {
    weekdays: {
      Monday: "الاثنين",
      Tuesday: "الثلاثاء",
      Wednesday: "الأربعاء",
      Thursday: "الخميس",
      Friday: "الجمعة",
      Saturday: "السبت",
      Sunday: "الأحد",
    },
    openingHours: {
      range: "من [first] إلى [last]",
      pair: "[first] و[last]",
      list: "[items] و[last]",
      separator: "، ",
      hours: "[days]، من [opens] إلى [closes]",
    },
    newTab: "(يُفتح في علامة تبويب جديدة)",
    close: "إغلاق",
    getInTouch: "تواصل معنا",
    callUs: "اتصل بنا",
    learnMore: "اعرف المزيد",
    readArticle: "اقرأ المقال",
    linkArrow: "[label] ←",
    whatsapp: "واتساب",
    call: "اتصل على [phone]",
    playVideo: "تشغيل الفيديو: [title]",
    visitYoutube: "زُر قناتنا على يوتيوب",
    watchOnYoutube: "شاهد الفيديو على يوتيوب",
    rating: "التقييم [rating] من 5",
    faqTitle: "الأسئلة الشائعة",
    comparisonTable: "جدول مقارنة",
    carousel: {
      previous: "السابق",
      next: "التالي",
      play: "تشغيل العرض",
      pause: "إيقاف العرض مؤقتًا",
      slide: "[index] من [total]",
      showSlide: "عرض الشريحة [index]",
      clients: "عملاؤنا",
    },
    stats: {
      since: "نعالج المياه منذ عام",
      countries: "دول في [continents] قارات",
      customers: "عملاء راضون",
      installations: "مشاريع تركيب منفّذة",
    },
  },

  home: {
    heading: "[company]: [tagline]",
    description: "[tagline]. [intro].",
    highlights: "أبرز ما نقدّمه",
    moreAboutUs: "المزيد عنّا",
    allIndustries: "جميع القطاعات التي نخدمها",
    productGallery: "معرض المنتجات",
    browseCatalogue: "تصفّح الكتالوج",
    reviews: {
      translated: "مترجمة من الإنجليزية",
      carousel: "آراء العملاء",
      summary: "[rating] من 5 (عدد التقييمات: [count])",
      readMore: "اقرأ المزيد",
      readMoreLabel: "اقرأ المزيد من تقييم [name]",
    },
  },

  about: {
    pillars: "ما نؤمن به",
  },

  blog: {
    latest: "أحدث المقالات",
  },

  industries: {
    title: "القطاعات التي نصمّم لها الأنظمة ونورّدها ونتولّى صيانتها",
  },

  technology: {
    indexTitle: "تقنيات معالجة المياه التي نصمّمها ونورّدها ونتولّى صيانتها",
    readDetails: "اقرأ التفاصيل",
    howItWorks: "[technology]: كيف تعمل وماذا تقدّم لك",
    experience: "من [year] حتى اليوم: خبرة يمكنك الاعتماد عليها",
    whyChooseUs: "لماذا تختارنا",
    industriesTitle: "القطاعات التي نخدمها",
    industriesText: "يصمّم فريقنا الهندسي نفسه الأنظمة للمنازل وللقطاعات ذات المتطلبات العالية في جميع أنحاء الإمارات:",
    recommendedTitle: "منتجات موصى بها",
    recommendedText: "أنظمة وقطع نورّدها ونركّبها ونتولّى صيانتها من مستودعنا في دبي.",
    workflowEyebrow: "تعرّف على",
    workflowTitle: "مراحل العمل لدينا",
    related: "تقنيات ذات صلة",
    callToAction: {
      title: "تحدّث إلينا بشأن [technology]",
      text: "أخبرنا عن مياهك وموقعك، وسنرد عليك خلال يوم عمل واحد بتوصية وعرض سعر.",
    },
  },

  parts: {
    categories: {
      all: "جميع المنتجات",
      commercial: "تجاري",
      industrial: "صناعي",
      domestic: "منزلي",
    },
    categoryTitles: {
      commercial: "المنتجات التجارية",
      industrial: "المنتجات الصناعية",
      domestic: "المنتجات المنزلية",
    },
    filterLabel: "تصفية المنتجات حسب الفئة",
    searchLabel: "البحث في المنتجات",
    searchPlaceholder: "مثل: تيسير أو غشاء",
    matchingProducts: "المنتجات المطابقة",
    more: "نتائج إضافية: [count]",
    showing: {
      one: "عدد المنتجات المعروضة: [count]",
      other: "عدد المنتجات المعروضة: [count]",
    },
    searchResults: "نتائج البحث",
    noProducts: "لم يتم العثور على منتجات",
    noProductsHint: "جرّب تعديل عوامل التصفية",
    seeAll: "عرض كل منتجات فئة «[category]» ([count])",
    showMore: "عرض المزيد من المنتجات ([count])",
    loading: "جارٍ تحميل المنتجات…",
    viewDetails: "عرض التفاصيل",
    features: "المزايا",
    whatsapp: "تواصل عبر واتساب",
  },

  product: {
    whatsappEnquiry:
      "مرحبًا، أنا مهتم بمنتج [product]. هل يمكنكم تزويدي بسعره ومدى توفّره وخيارات التوصيل داخل الإمارات؟",
  },

  contact: {
    title: "أرسل لنا رسالة",
    intro: "أخبرنا عن مياهك وما تحتاج إليه، وسنرد عليك خلال يوم عمل واحد.",
    cards: {
      call: "اتصل بنا",
      mail: "راسلنا",
      mailNote: "نرد خلال يوم عمل واحد.",
      visit: "زُرنا",
    },
    cityCountry: "[city]، [country]",
    map: {
      title: "خريطة: [company]، [street]، [city]",
      larger: "عرض خريطة أكبر",
    },
    form: {
      name: "الاسم",
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      service: "الخدمة",
      optional: "(اختياري)",
      noService: "دون خدمة محددة",
      otherService: "أخرى",
      message: "الرسالة",
      honeypot: "اترك هذا الحقل فارغًا",
    },
    submit: {
      idle: "أرسل الرسالة",
      sending: "جارٍ الإرسال…",
      sent: "تم الإرسال!",
    },
    sent: "شكرًا لك، تم إرسال رسالتك. سنرد عليك خلال يوم عمل واحد.",
    queued: "ستُرسَل رسالتك فور اكتمال تحميل الصفحة.",
    noScript: "يتطلّب إرسال هذا النموذج تفعيل جافاسكربت، وهي معطَّلة في متصفحك. يمكنك التواصل معنا مباشرة بدلًا من ذلك:",
    failure: {
      title: "لم تُرسَل رسالتك.",
      kept: "ما كتبته لا يزال محفوظًا في النموذج. ويمكنك أيضًا التواصل معنا مباشرة:",
      whatsapp: "راسلنا عبر واتساب",
      call: "اتصل على [phone]",
      reasons: {
        rateLimited:
          "أُرسل عدد كبير جدًا من الرسائل من هذه الصفحة خلال وقت قصير. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
        headless: "حظرت خدمة البريد الإلكتروني لدينا الرسالة لأنها بدت كأنها صادرة عن متصفح آلي.",
        blocked: "حظرت خدمة البريد الإلكتروني لدينا الرسالة. يُرجى التواصل معنا عبر الهاتف أو واتساب بدلًا من ذلك.",
        network:
          "تعذّر علينا الوصول إلى خدمة البريد الإلكتروني لدينا. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.",
        timeout:
          "لم تستجب خدمة البريد الإلكتروني لدينا خلال [seconds] ثانية. يُرجى المحاولة مرة أخرى، أو التواصل معنا عبر الهاتف أو واتساب.",
        server: "واجهت خدمة البريد الإلكتروني لدينا مشكلة (ردّ الخادم بالرمز [status]). يُرجى المحاولة لاحقًا.",
        notConfigured:
          "نموذج التواصل غير مُفعَّل بعد، لذا تعذّر إرسال رسالتك. يُرجى الاتصال بنا أو مراسلتنا عبر واتساب بدلًا من ذلك.",
        unexpected: "حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى.",
      },
    },
  },

  waterTest: {
    timeWindow: "[label]، [from]\u2013[to]",
    queued: "سيُرسَل طلب الحجز فور اكتمال تحميل الصفحة.",
    noScript:
      "يتطلّب الحجز عبر الإنترنت تفعيل جافاسكربت، وهي معطَّلة في متصفحك. يمكنك الحجز عبر واتساب أو الهاتف بدلًا من ذلك:",
  },

  article: {
    published: "نُشر في [date]",
  },

  notFound: {
    back: "العودة إلى الصفحة الرئيسية",
    whereNext: "إلى أين تودّ الانتقال؟",
  },

  seo: {
    pageTitle: "[title] | [brand]",
    home: "الرئيسية",
    about: "من نحن",
    blogs: "المدونة",
    contact: "اتصل بنا",
    industries: "القطاعات",
    parts: "القطع والمنتجات",
    technologies: "التقنيات",
    notFound: "الصفحة غير موجودة",
  },
};

export default ar;
