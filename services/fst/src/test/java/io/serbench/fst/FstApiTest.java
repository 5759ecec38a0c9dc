package io.serbench.fst;

import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import java.util.List;

class FstApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() throws Exception {
        return smuggling(Canary.NAME);
    }

    /**
     * A real batch whose users list also holds a Canary, written by FST: a {@link CanaryTwin},
     * which is not registered, is written in its place, so FST writes its class name (once, as
     * ASCII); that name is then replaced by {@code className}, of the same length. The result is
     * exactly what FST writes for a Canary.
     */
    static byte[] smuggling(String className) throws Exception {
        UserBatch batch = UsersDataset.generate(2);
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<Object> users = (List) batch.getUsers();
        users.add(1, new CanaryTwin());
        byte[] payload = FstPayloads.write(FstPayloads.plainWriter(), batch);
        return FstPayloads.replaceOnce(payload, CanaryTwin.class.getName(), className);
    }
}
