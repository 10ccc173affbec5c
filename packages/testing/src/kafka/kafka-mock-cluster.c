/*
 * A Kafka-protocol cluster for tests: librdkafka's built-in mock brokers.
 * Prints the bootstrap servers on the first line of stdout, then obeys
 * commands on stdin, one per line, answering "ok" or "error <reason>":
 *   down <broker-id> | up <broker-id> | topic <name> <partitions>
 *   | leader <topic> <partition> <broker-id> | coordinator <group-id> <broker-id>
 * The mock never moves a leader or a coordinator by itself, not even off a broker that is down:
 * tests place them with these commands to know what an outage takes away.
 * Exits when stdin closes or on SIGTERM/SIGINT.
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile sig_atomic_t stopping = 0;

/*
 * The first fields of librdkafka's private struct rd_kafka_mock_cluster_s in 2.x releases
 * (elect_controller checks them before writing). Debian's 2.0.2 leaves controller_id at 0,
 * a broker that does not exist, and kafkajs's idempotent producer asks the controller for
 * its producer id.
 */
struct mock_cluster_head {
  char id[32];
  rd_kafka_t *rk;
  int32_t controller_id;
};

static int elect_controller(rd_kafka_mock_cluster_t *cluster, rd_kafka_t *rk) {
  struct mock_cluster_head *head = (struct mock_cluster_head *)cluster;
  if (strncmp(head->id, "mockCluster", 11) != 0 || head->rk != rk) return -1;
  if (head->controller_id < 1) head->controller_id = 1;
  return 0;
}

static void on_signal(int sig) {
  (void)sig;
  stopping = 1;
}

static void answer(rd_kafka_resp_err_t err) {
  if (err) printf("error %s\n", rd_kafka_err2str(err));
  else printf("ok\n");
  fflush(stdout);
}

int main(int argc, char **argv) {
  int broker_count = argc > 1 ? atoi(argv[1]) : 1;
  char errstr[512];
  char line[512];
  char name[256];
  int id, partition, partitions;

  /* No sigaction SA_RESTART: a signal must interrupt the blocking read of stdin. */
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);

  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof errstr);
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if (!rk) {
    fprintf(stderr, "rd_kafka_new: %s\n", errstr);
    return 1;
  }
  rd_kafka_mock_cluster_t *cluster = rd_kafka_mock_cluster_new(rk, broker_count);
  if (!cluster) {
    fprintf(stderr, "rd_kafka_mock_cluster_new failed\n");
    return 1;
  }
  if (elect_controller(cluster, rk) != 0) {
    fprintf(stderr, "unexpected rd_kafka_mock_cluster_t layout: cannot set the controller\n");
    return 1;
  }
  printf("%s\n", rd_kafka_mock_cluster_bootstraps(cluster));
  fflush(stdout);

  while (!stopping && fgets(line, sizeof line, stdin)) {
    if (sscanf(line, "down %d", &id) == 1) answer(rd_kafka_mock_broker_set_down(cluster, id));
    else if (sscanf(line, "up %d", &id) == 1) answer(rd_kafka_mock_broker_set_up(cluster, id));
    else if (sscanf(line, "topic %255s %d", name, &partitions) == 2)
      answer(rd_kafka_mock_topic_create(cluster, name, partitions, broker_count < 3 ? broker_count : 3));
    else if (sscanf(line, "leader %255s %d %d", name, &partition, &id) == 3)
      answer(rd_kafka_mock_partition_set_leader(cluster, name, partition, id));
    else if (sscanf(line, "coordinator %255s %d", name, &id) == 2)
      answer(rd_kafka_mock_coordinator_set(cluster, "group", name, id));
    else {
      printf("error unknown command\n");
      fflush(stdout);
    }
  }

  rd_kafka_mock_cluster_destroy(cluster);
  rd_kafka_destroy(rk);
  return 0;
}
