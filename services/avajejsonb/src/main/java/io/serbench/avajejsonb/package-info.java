/**
 * The avajejsonb service. The models live in services/core and cannot carry avaje-jsonb's
 * annotations, so {@code @Json.Import} (avaje-jsonb's documented way for external classes)
 * makes avaje-jsonb-generator write an adapter for each class at compile time (see
 * target/generated-sources/annotations). Here, the MediaContent model's; its {@code Media} through
 * {@link MediaMixIn} (a {@code @Json.MixIn} imports the class too), which keeps the bitrate the
 * nullable bean property it is. The build compiles this import and the mixin again for each version
 * of the model (see pom.xml), so each version's Media has adapters generated for it. The users model's import is {@code UsersModelImport}, compiled
 * apart (see pom.xml) so that its adapters and the component registering them live in the users
 * model's package, which each version of the evolution matrix redefines. Enums need no adapter:
 * they travel by name.
 */
@Json.Import({MediaBatch.class, MediaContent.class, Image.class})
package io.serbench.avajejsonb;

import io.avaje.jsonb.Json;
import io.serbench.core.media.Image;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
