package io.serbench.grpc;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The HTTP API's MediaContent codec: the protobuf service's (services/proto-java). No RPC carries
 * this model: the gRPC server stays the user model's.
 */
class GrpcMediaCodecTest extends MediaCodecContract {
    /** Real protobuf of proto/mediacontent.proto: the generated parser reads it without our converter. */
    @Test
    void payloadIsProtobufOfTheSchema() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(3));
        io.serbench.proto.media.MediaBatch parsed = io.serbench.proto.media.MediaBatch.parseFrom(payload);
        assertThat(parsed.getItemsCount()).isEqualTo(3);
        assertThat(parsed.getItems(2).getMedia().getBitrate()).isEqualTo(262_144);
        assertThat(parsed.getItems(2).getMedia().getPlayer()).isEqualTo(io.serbench.proto.media.Media.Player.JAVA);
        assertThat(parsed.getItems(2).getImage(1).getUri()).isEqualTo("http://javaone.com/keynote_small.jpg");
        assertThat(parsed.getCount()).isEqualTo(3);
        // jvm-serializers' 242 bytes, plus the tag and length of the one item and the count
        assertThat(codec().serialize(MediaDataset.generate(1))).hasSize(247);
    }
}
