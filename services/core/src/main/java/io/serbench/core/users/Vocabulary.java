package io.serbench.core.users;

/**
 * The word lists the dataset is drawn from. About a quarter of the names and a share of
 * the bio sentences are non-ASCII (Latin diacritics, Greek, Cyrillic, CJK, Hangul, Arabic
 * written right to left, emoji outside the Basic Multilingual Plane), so that every codec
 * is exercised on real UTF-8, not only on ASCII.
 *
 * <p>Changing any list changes the dataset, and the golden hashes (proto/datasets.json, checked by
 * UsersDatasetTest) will say so.
 */
final class Vocabulary {
    private Vocabulary() {
    }

    /** A display name and the ASCII form used in user names and e-mail addresses. */
    record Name(String display, String ascii) {
    }

    /** A city with its country, postal-code pattern ('#' a digit, '@' a letter) and centre in micro-degrees. */
    record City(String name, String country, String postalPattern, int latitudeMicros, int longitudeMicros) {
    }

    static final Name[] FIRST_NAMES = {
            new Name("James", "james"), new Name("Mary", "mary"), new Name("Robert", "robert"),
            new Name("Patricia", "patricia"), new Name("Michael", "michael"), new Name("Jennifer", "jennifer"),
            new Name("David", "david"), new Name("Linda", "linda"), new Name("William", "william"),
            new Name("Elizabeth", "elizabeth"), new Name("Daniel", "daniel"), new Name("Sarah", "sarah"),
            new Name("Thomas", "thomas"), new Name("Emma", "emma"), new Name("Oliver", "oliver"),
            new Name("Sophia", "sophia"), new Name("Lucas", "lucas"), new Name("Mia", "mia"),
            new Name("Noah", "noah"), new Name("Ava", "ava"), new Name("Liam", "liam"),
            new Name("Chloe", "chloe"), new Name("Ethan", "ethan"), new Name("Grace", "grace"),
            new Name("Hannah", "hannah"), new Name("Samuel", "samuel"), new Name("Priya", "priya"),
            new Name("Aarav", "aarav"), new Name("Ngozi", "ngozi"), new Name("Chidi", "chidi"),
            new Name("Mateo", "mateo"), new Name("Lucía", "lucia"), new Name("José", "jose"),
            new Name("Zoë", "zoe"), new Name("Søren", "soren"), new Name("Łukasz", "lukasz"),
            new Name("François", "francois"), new Name("Jürgen", "jurgen"), new Name("Björn", "bjorn"),
            new Name("Renée", "renee"), new Name("Çağla", "cagla"), new Name("Дмитрий", "dmitry"),
            new Name("Σοφία", "sofia"), new Name("陽翔", "haruto"), new Name("美咲", "misaki"),
            new Name("伟", "wei"), new Name("민준", "minjun"), new Name("ليلى", "layla"),
    };

    static final Name[] LAST_NAMES = {
            new Name("Smith", "smith"), new Name("Johnson", "johnson"), new Name("Williams", "williams"),
            new Name("Brown", "brown"), new Name("Jones", "jones"), new Name("Garcia", "garcia"),
            new Name("Miller", "miller"), new Name("Davis", "davis"), new Name("Rodriguez", "rodriguez"),
            new Name("Martinez", "martinez"), new Name("Wilson", "wilson"), new Name("Anderson", "anderson"),
            new Name("Taylor", "taylor"), new Name("Moore", "moore"), new Name("Jackson", "jackson"),
            new Name("Lee", "lee"), new Name("Thompson", "thompson"), new Name("White", "white"),
            new Name("Harris", "harris"), new Name("Clark", "clark"), new Name("Walker", "walker"),
            new Name("Young", "young"), new Name("King", "king"), new Name("Wright", "wright"),
            new Name("Okafor", "okafor"), new Name("Patel", "patel"), new Name("Kowalski", "kowalski"),
            new Name("Müller", "muller"), new Name("Ødegaard", "odegaard"), new Name("Dvořák", "dvorak"),
            new Name("Nguyễn", "nguyen"), new Name("Öztürk", "ozturk"), new Name("Gonçalves", "goncalves"),
            new Name("Jiménez", "jimenez"), new Name("Иванов", "ivanov"), new Name("田中", "tanaka"),
            new Name("王", "wang"), new Name("김", "kim"), new Name("Παπαδόπουλος", "papadopoulos"),
    };

    static final String[] MAIL_DOMAINS = {
            "example.com", "mail.example.org", "example.net", "inbox.example.io", "post.example.de",
            "example.co.uk", "correo.example.es", "example.jp",
    };

    static final City[] CITIES = {
            new City("New York", "United States", "1####", 40_712_776, -74_005_974),
            new City("London", "United Kingdom", "@@# #@@", 51_507_351, -127_758),
            new City("Berlin", "Germany", "1####", 52_520_008, 13_404_954),
            new City("Paris", "France", "750##", 48_856_613, 2_352_222),
            new City("São Paulo", "Brazil", "0####-###", -23_550_520, -46_633_308),
            new City("Tokyo", "Japan", "1##-####", 35_689_487, 139_691_711),
            new City("Zürich", "Switzerland", "80##", 47_376_888, 8_541_694),
            new City("Kraków", "Poland", "3#-###", 50_064_651, 19_944_981),
            new City("Reykjavík", "Iceland", "1##", 64_146_582, -21_942_635),
            new City("Ciudad de México", "Mexico", "0####", 19_432_608, -99_133_209),
            new City("Sydney", "Australia", "2###", -33_868_820, 151_209_290),
            new City("Toronto", "Canada", "M#@ #@#", 43_653_225, -79_383_186),
            new City("Mumbai", "India", "400###", 19_075_983, 72_877_655),
            new City("Lagos", "Nigeria", "1000##", 6_524_379, 3_379_206),
            new City("Seoul", "South Korea", "0####", 37_566_536, 126_977_966),
            new City("İstanbul", "Türkiye", "34###", 41_008_240, 28_978_359),
            new City("Cairo", "Egypt", "11###", 30_044_420, 31_235_712),
            new City("Madrid", "Spain", "280##", 40_416_775, -3_703_790),
            new City("Stockholm", "Sweden", "1## ##", 59_329_323, 18_068_581),
            new City("Singapore", "Singapore", "######", 1_352_083, 103_819_836),
    };

    static final String[] STREETS = {
            "Main Street", "Oak Avenue", "Maple Drive", "Cedar Lane", "Park Road", "Elm Street",
            "High Street", "Baker Street", "Hauptstraße", "Rue de Rivoli", "Calle Mayor", "Avenida Paulista",
            "Königsallee", "Via Roma", "Nørrebrogade", "Sakura-dōri", "Church Road", "Station Road",
    };

    static final String[] BIO_SENTENCES = {
            "Software engineer who enjoys distributed systems.",
            "Coffee lover ☕ and weekend hiker.",
            "Building things with Java and Kotlin since 2012.",
            "Amateur photographer, mostly street and architecture.",
            "Former barista, now a product manager.",
            "Learning Japanese: 毎日少しずつ。",
            "Crème brûlée critic and café explorer.",
            "Runs marathons, slowly 🏃.",
            "Open-source maintainer and occasional speaker.",
            "Lives with two cats and too many plants 🌿.",
            "Data nerd; spreadsheets are my canvas.",
            "Fan of jazz, chess, and long train rides.",
            "Über-organised list maker.",
            "Московский дизайнер интерфейсов.",
            "Θέλω να ταξιδέψω σε όλο τον κόσμο.",
            "مهندس برمجيات من القاهرة.",
            "Volunteer at the local food bank.",
            "Gamer, reader, and occasional baker 🍰.",
            "Writes about cloud cost optimisation.",
            "Mentor for first-time contributors.",
            "Ski instructor in winter, sailor in summer ⛵.",
            "Believes in naïve solutions first.",
            "Collects vinyl records and vintage cameras.",
            "Currently reading about the history of maps.",
            "PhD in applied mathematics.",
            "Enjoys cooking Thai and Ethiopian food.",
            "Kubernetes tamer by day.",
            "Dog person 🐕, cat tolerant.",
            "Trying to visit every national park.",
            "한국어와 영어를 합니다.",
            "Teaches evening classes in statistics.",
            "Proud owner of a 1998 Volvo.",
            "Bookworm 📚 and podcast addict.",
            "Moved from Lisbon to Berlin in 2019.",
            "Fluent in Portuguese, Spanish and SQL.",
            "Ich mag Fahrräder und gutes Brot.",
            "Amoureux de la montagne et du fromage.",
            "Backend developer focusing on payments.",
            "Security researcher; responsible disclosure only.",
            "Señora of spreadsheets, queen of pivot tables.",
    };

    static final String[] TAGS = {
            "java", "kotlin", "rust", "go", "python", "devops", "cloud", "ml", "design", "ux", "security",
            "gaming", "music", "travel", "photography", "fitness", "cooking", "books", "finance", "startups",
            "open-source", "remote", "mentoring", "data", "mobile", "web", "hardware", "café", "música", "日本",
    };

    /** Attribute keys and the values each may take. */
    static final String[][] ATTRIBUTES = {
            {"plan", "free", "pro", "team", "enterprise"},
            {"referrer", "search", "newsletter", "friend", "conference", "podcast"},
            {"timezone", "Europe/Berlin", "America/New_York", "Asia/Tokyo", "America/São_Paulo", "UTC"},
            {"locale", "en-US", "de-DE", "fr-FR", "ja-JP", "pt-BR", "es-MX"},
            {"segment", "a", "b", "c", "control"},
            {"experiment", "checkout-v2:control", "checkout-v2:variant", "search-rank:variant"},
            {"newsletter", "weekly", "monthly", "none"},
            {"signupSource", "ios", "android", "web", "partner-api"},
    };

    static final String[] PLATFORMS = {"github", "linkedin", "mastodon", "bluesky", "website"};

    static final String[] THEMES = {"light", "dark", "system"};

    static final String[] LANGUAGES = {
            "en", "en-GB", "de", "fr", "es", "pt-BR", "ja", "ko", "zh-CN", "pl", "sv", "tr", "ar", "hi",
    };
}
