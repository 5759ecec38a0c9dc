package io.serbench.testkit;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Opt-in check for a MediaContent codec whose schema requires what jvm-serializers' schema
 * requires: a null there cannot be written, and the codec refuses it rather than drop it; the next
 * write works.
 */
public interface RequiredFieldsRefuseNull extends CodecUnderTest<MediaBatch> {

    /** Each required field the schema cannot carry as null: how to null it, and how the codec refuses to write it. */
    Map<Consumer<MediaContent>, Refusal> nullRequiredFields();

    @Test
    default void aNullRequiredFieldIsRefusedWhenWritten() throws Exception {
        for (Map.Entry<Consumer<MediaContent>, Refusal> field : nullRequiredFields().entrySet()) {
            MediaContent content = MediaDataset.standardInstance();
            field.getKey().accept(content);
            Refusal refusal = field.getValue();
            assertThatThrownBy(() -> codec().serialize(new MediaBatch(new ArrayList<>(List.of(content)))))
                    .isInstanceOf(refusal.type()).hasMessageContaining(refusal.message());
        }
        stillWorks();
    }
}
