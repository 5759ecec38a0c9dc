import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import io.serbench.core.users.*;

/**
 * fory-core 1.6.0, cross-language mode: the model's own round trip at 10, 100 and 1000 users
 * (evidence for the format note on fory in docs/formats.md; not part of the build). After scripts/build.sh:
 * <pre>
 * CP=$(find ~/.m2/repository/org/apache/fory/fory-core/1.6.0 ~/.m2/repository/org/codehaus/janino -name '*.jar' | tr '\n' ':')
 * java -cp "$CP:services/core/target/serbench-core-1.0.0-SNAPSHOT.jar" docs/ForyXlangModelRepro.java
 * </pre>
 */
public class ForyXlangModelRepro {
    public static void main(String[] args) {
        Fory fory = Fory.builder().withLanguage(Language.XLANG).requireClassRegistration(true).build();
        List<Class<?>> classes = List.of(UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class,
                Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class);
        for (int i = 0; i < classes.size(); i++) fory.register(classes.get(i), 100 + i);
        for (int users : new int[] {10, 100, 1000}) {
            UserBatch sent = UsersDataset.generate(users);
            UserBatch read = (UserBatch) fory.deserialize(fory.serialize(sent));
            int differ = 0; String first = null;
            for (int u = 0; u < users; u++) {
                if (!sent.getUsers().get(u).equals(read.getUsers().get(u))) {
                    if (differ++ == 0) first = "user " + u + " bio sent: " + sent.getUsers().get(u).getProfile().getBio()
                            + "\n  read: " + read.getUsers().get(u).getProfile().getBio();
                }
            }
            System.out.println(users + " users: " + differ + " read back different" + (first == null ? "" : "; first: " + first));
        }
    }
}
