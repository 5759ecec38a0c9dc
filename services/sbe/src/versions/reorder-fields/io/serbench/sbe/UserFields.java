package io.serbench.sbe;

import io.serbench.core.users.Address;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.sbe.schema.PresentDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder;
import io.serbench.sbe.schema.UserBatchEncoder.UsersEncoder;

import java.util.List;

/**
 * The reorder-fields version of a user's own fields in its users entry (today's: services/sbe/src/main/java),
 * over the flyweights sbe-tool generates from proto/versions/reorder-fields/serbench-sbe.xml.
 *
 * <p>What the version changes: the order the schema declares the users entry's groups and var
 * data in, reversed, which SBE's encoder and decoder must follow (the fixed fields are at the
 * offsets the generated code knows, in any order of calls).
 */
final class UserFields {
    /** The fewest bytes a users entry can take: its block, its groups' headers, its var data's lengths. */
    static final int MIN_BYTES = UsersDecoder.sbeBlockLength()
            + UsersDecoder.TagsDecoder.sbeHeaderSize() + UsersDecoder.AttributesDecoder.sbeHeaderSize()
            + UsersDecoder.LinksDecoder.sbeHeaderSize() + UsersDecoder.OrdersDecoder.sbeHeaderSize()
            + UsersDecoder.usernameHeaderLength() + UsersDecoder.emailHeaderLength()
            + UsersDecoder.firstNameHeaderLength() + UsersDecoder.lastNameHeaderLength()
            + UsersDecoder.addressStreetHeaderLength() + UsersDecoder.addressCityHeaderLength()
            + UsersDecoder.addressCountryHeaderLength() + UsersDecoder.addressPostalCodeHeaderLength()
            + UsersDecoder.profileBioHeaderLength() + UsersDecoder.profileAvatarUrlHeaderLength()
            + UsersDecoder.preferencesThemeHeaderLength() + UsersDecoder.preferencesLanguageHeaderLength();
    /** The Present choices this schema knows: address, profile, preferences. */
    private static final int KNOWN_PRESENT_BITS = 0b111;

    private UserFields() {
    }

    static void write(UsersEncoder out, User u) {
        Address address = u.getAddress();
        Profile profile = u.getProfile();
        Preferences prefs = profile == null ? null : profile.getPreferences();
        out.id(u.getId())
                .createdAt(u.getCreatedAt())
                .score(u.getScore())
                .addressLatitude(address == null ? 0.0 : address.getLatitude())
                .addressLongitude(address == null ? 0.0 : address.getLongitude())
                .age(u.getAge())
                .active(UsersMessages.Writer.bool(u.isActive()))
                .role(role(u.getRole()));
        out.present().clear().address(address != null).profile(profile != null).preferences(prefs != null);
        out.preferencesEmailNotifications(UsersMessages.Writer.bool(prefs != null && prefs.isEmailNotifications()))
                .preferencesPushNotifications(UsersMessages.Writer.bool(prefs != null && prefs.isPushNotifications()));

        UsersMessages.Writer.orders(out, u.getOrders());
        UsersMessages.Writer.links(out, profile);
        UsersMessages.Writer.attributes(out, u.getAttributes());
        UsersMessages.Writer.tags(out, u.getTags());

        // The generated String setters write null as "" (var data has no null).
        out.preferencesLanguage(prefs == null ? null : prefs.getLanguage())
                .preferencesTheme(prefs == null ? null : prefs.getTheme())
                .profileAvatarUrl(profile == null ? null : profile.getAvatarUrl())
                .profileBio(profile == null ? null : profile.getBio())
                .addressPostalCode(address == null ? null : address.getPostalCode())
                .addressCountry(address == null ? null : address.getCountry())
                .addressCity(address == null ? null : address.getCity())
                .addressStreet(address == null ? null : address.getStreet())
                .lastName(u.getLastName())
                .firstName(u.getFirstName())
                .email(u.getEmail())
                .username(u.getUsername());
    }

    /** Every field in schema order, a record there when its presence bit says so. */
    static User read(UsersMessages.Reader r, UsersDecoder d) {
        User u = new User();
        u.setId(d.id());
        u.setCreatedAt(d.createdAt());
        u.setScore(d.score());
        double latitude = d.addressLatitude();
        double longitude = d.addressLongitude();
        u.setAge(d.age());
        u.setActive(UsersMessages.Reader.bool(d.active()));
        u.setRole(role(d.role()));
        PresentDecoder present = d.present();
        r.knownBits("presence", present.getRaw(), KNOWN_PRESENT_BITS);
        boolean hasAddress = present.address();
        boolean hasProfile = present.profile();
        boolean hasPreferences = hasProfile && present.preferences();
        boolean emailNotifications = UsersMessages.Reader.bool(d.preferencesEmailNotifications());
        boolean pushNotifications = UsersMessages.Reader.bool(d.preferencesPushNotifications());

        u.setOrders(r.orders(d));
        List<SocialLink> links = r.links(d);
        u.setAttributes(r.attributes(d));
        u.setTags(r.tags(d));

        // Each var-data field is read, in order, whether or not its record is present.
        String language = r.utf8(r.text(d.preferencesLanguageLength()), d.preferencesLanguage());
        String theme = r.utf8(r.text(d.preferencesThemeLength()), d.preferencesTheme());
        String avatarUrl = r.utf8(r.text(d.profileAvatarUrlLength()), d.profileAvatarUrl());
        String bio = r.utf8(r.text(d.profileBioLength()), d.profileBio());
        String postalCode = r.utf8(r.text(d.addressPostalCodeLength()), d.addressPostalCode());
        String country = r.utf8(r.text(d.addressCountryLength()), d.addressCountry());
        String city = r.utf8(r.text(d.addressCityLength()), d.addressCity());
        String street = r.utf8(r.text(d.addressStreetLength()), d.addressStreet());
        u.setLastName(r.utf8(r.text(d.lastNameLength()), d.lastName()));
        u.setFirstName(r.utf8(r.text(d.firstNameLength()), d.firstName()));
        u.setEmail(r.utf8(r.text(d.emailLength()), d.email()));
        u.setUsername(r.utf8(r.text(d.usernameLength()), d.username()));

        if (hasAddress) {
            u.setAddress(new Address(street, city, country, postalCode, latitude, longitude));
        }
        if (hasProfile) {
            Preferences preferences = hasPreferences
                    ? new Preferences(theme, language, emailNotifications, pushNotifications)
                    : null;
            u.setProfile(new Profile(bio, avatarUrl, links, preferences));
        }
        return u;
    }

    private static io.serbench.sbe.schema.Role role(Role role) {
        return role == null ? io.serbench.sbe.schema.Role.NULL_VAL : switch (role) {
            case USER -> io.serbench.sbe.schema.Role.USER;
            case ADMIN -> io.serbench.sbe.schema.Role.ADMIN;
            case MODERATOR -> io.serbench.sbe.schema.Role.MODERATOR;
            case GUEST -> io.serbench.sbe.schema.Role.GUEST;
        };
    }

    private static Role role(io.serbench.sbe.schema.Role role) {
        return switch (role) {
            case NULL_VAL -> null;
            case USER -> Role.USER;
            case ADMIN -> Role.ADMIN;
            case MODERATOR -> Role.MODERATOR;
            case GUEST -> Role.GUEST;
        };
    }
}
