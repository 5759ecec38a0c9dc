package io.serbench.core.measure;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.UndecodablePayloadException;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaModel;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.Address;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TimedCodecTest {

    @Test
    void aMisshapenBatchIsUndecodableAndNotACold() {
        TimedCodec<UserBatch> timed = new TimedCodec<>("fixed", new FixedCodec<>(UsersModel.INSTANCE, misshapen()));
        assertThatThrownBy(() -> timed.deserialize(new byte[]{1}))
                .isInstanceOf(UndecodablePayloadException.class)
                .hasMessage("payload does not decode as fixed: IllegalArgumentException: users holds a "
                        + "io.serbench.core.users.Address where only User belongs");
        assertThat(timed.cold().deserialize()).isNull();
    }

    @Test
    void noBatchIsUndecodable() {
        TimedCodec<UserBatch> timed = new TimedCodec<>("fixed", new FixedCodec<>(UsersModel.INSTANCE, null));
        assertThatThrownBy(() -> timed.deserialize(new byte[]{1}))
                .isInstanceOf(UndecodablePayloadException.class)
                .hasMessage("payload does not decode as fixed: the codec decoded no batch");
    }

    @Test
    void coldCallsCountTheObjectsOfTheirModel() throws Exception {
        TimedCodec<?> media = timedRoundTrip(new JavaSerializationCodec<>(MediaModel.INSTANCE), MediaDataset.generate(7));
        assertThat(media.cold().serialize().count()).isEqualTo(7);
        assertThat(media.cold().deserialize().count()).isEqualTo(7);
        TimedCodec<?> users = timedRoundTrip(new JavaSerializationCodec<>(UsersModel.INSTANCE), UsersDataset.generate(3));
        assertThat(users.cold().serialize().count()).isEqualTo(3);
        assertThat(users.cold().serialize().payloadBytes()).isPositive();
        assertThat(users.model()).isSameAs(UsersModel.INSTANCE);
    }

    private static <T> TimedCodec<T> timedRoundTrip(Codec<T> codec, T batch) throws Exception {
        TimedCodec<T> timed = new TimedCodec<>("testjava", codec);
        timed.deserialize(timed.serialize(batch).value());
        return timed;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static UserBatch misshapen() {
        List users = new ArrayList<>();
        users.add(new Address());
        return new UserBatch(users);
    }

    /** A codec that "decodes" every payload into one given batch. */
    private record FixedCodec<T>(DataModel<T> model, T batch) implements Codec<T> {
        @Override
        public byte[] serialize(T value) {
            return new byte[0];
        }

        @Override
        public T deserialize(byte[] payload) {
            return batch;
        }
    }
}
