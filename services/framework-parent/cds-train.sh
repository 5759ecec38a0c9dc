#!/bin/sh
# Class-data sharing for one framework service, made at build time by a training run (Maven
# runs this in the package phase, after Spring Boot's repackage: see pom.xml beside it).
#   cds-train.sh JAVA PACKAGING MODULE_DIR BUILD_DIR NAME
# writes BUILD_DIR/cds/:
#   NAME.jar, lib/  the jar extracted by Spring Boot (class-data sharing cannot map nested jars)
#   NAME.jsa        a dynamic archive of every class loaded until the application context is
#                   refreshed (-Dspring.context.exit=onRefresh ends the training run there)
#   NAME.jvm        `java -Xinternalversion` of the JVM that made it: an archive works only
#                   with that very JVM build, and the launcher checks this before using it
#   training.log    the training run's output
# The training runs with the options a service runs with (services/jvm-common.options and
# the module's jvm.options), on the JVM that runs Maven.
set -eu
java=$1 packaging=$2 module_dir=$3 build_dir=$4 name=$5
[ "$packaging" = jar ] || exit 0  # the parent poms themselves have no service to train
cds="$build_dir/cds"
rm -rf "$cds"
"$java" -Djarmode=tools -jar "$build_dir/$name.jar" extract --destination "$cds" >/dev/null
"$java" @"$module_dir/../jvm-common.options" @"$module_dir/jvm.options" \
  -XX:ArchiveClassesAtExit="$cds/$name.jsa" -Dspring.context.exit=onRefresh \
  -jar "$cds/$name.jar" --server.port=0 --server.address=127.0.0.1 >"$cds/training.log" 2>&1 \
  || { echo "class-data sharing training of $name failed; see $cds/training.log" >&2; tail -20 "$cds/training.log" >&2; exit 1; }
# Written last: the launcher uses the archive only when this file exists and matches its java.
"$java" -Xinternalversion >"$cds/$name.jvm"
