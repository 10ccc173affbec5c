import { z } from 'zod';

/**
 * Strimzi publishes its CRDs with the operator, not on npm (the only registry this project reaches):
 * these schemas hold the fields our manifests use, with the CRDs' types and enums, strict so a
 * misspelt field fails. Written from Strimzi's kafka.strimzi.io/v1beta2 API reference.
 */
const metadata = z.object({
  name: z.string().regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/),
  namespace: z.string().optional(),
  labels: z.record(z.string(), z.string()).optional(),
  annotations: z.record(z.string(), z.string()).optional(),
});
const clusterLabel = metadata.extend({
  labels: z.object({ 'strimzi.io/cluster': z.string().min(1) }).catchall(z.string()),
});
const quantity = z.union([z.string().regex(/^\d+(\.\d+)?(m|Ki|Mi|Gi|Ti)?$/), z.number()]);
const resources = z
  .object({
    requests: z.object({ cpu: quantity, memory: quantity }).strict(),
    limits: z.object({ cpu: quantity, memory: quantity }).strict(),
  })
  .strict();
const labelSelector = z
  .object({
    matchLabels: z.record(z.string(), z.string()).optional(),
    matchExpressions: z
      .array(
        z
          .object({
            key: z.string(),
            operator: z.enum(['In', 'NotIn', 'Exists', 'DoesNotExist']),
            values: z.array(z.string()).optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();
const kafkaConfig = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

const kafkaNodePool = z
  .object({
    apiVersion: z.literal('kafka.strimzi.io/v1beta2'),
    kind: z.literal('KafkaNodePool'),
    metadata: clusterLabel,
    spec: z
      .object({
        replicas: z.number().int().min(0),
        roles: z.array(z.enum(['controller', 'broker'])).min(1),
        storage: z
          .object({
            type: z.literal('jbod'),
            volumes: z
              .array(
                z
                  .object({
                    id: z.number().int().min(0),
                    type: z.enum(['ephemeral', 'persistent-claim']),
                    size: quantity.optional(),
                    class: z.string().optional(),
                    deleteClaim: z.boolean().optional(),
                    kraftMetadata: z.literal('shared').optional(),
                  })
                  .strict(),
              )
              .min(1),
          })
          .strict(),
        resources: resources.optional(),
      })
      .strict(),
  })
  .strict();

const kafka = z
  .object({
    apiVersion: z.literal('kafka.strimzi.io/v1beta2'),
    kind: z.literal('Kafka'),
    metadata,
    spec: z
      .object({
        kafka: z
          .object({
            version: z.string().optional(),
            listeners: z
              .array(
                z
                  .object({
                    name: z.string().regex(/^[a-z0-9]{1,11}$/),
                    port: z.number().int().min(9092),
                    type: z.enum(['internal', 'route', 'loadbalancer', 'nodeport', 'ingress', 'cluster-ip']),
                    tls: z.boolean(),
                    networkPolicyPeers: z
                      .array(
                        z
                          .object({
                            podSelector: labelSelector.optional(),
                            namespaceSelector: labelSelector.optional(),
                          })
                          .strict(),
                      )
                      .optional(),
                  })
                  .strict(),
              )
              .min(1),
            config: kafkaConfig.optional(),
          })
          .strict(),
        entityOperator: z
          .object({
            topicOperator: z.object({}).strict().optional(),
            userOperator: z.object({}).strict().optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
  })
  .strict();

const kafkaTopic = z
  .object({
    apiVersion: z.literal('kafka.strimzi.io/v1beta2'),
    kind: z.literal('KafkaTopic'),
    metadata: clusterLabel,
    spec: z
      .object({
        topicName: z.string().optional(),
        partitions: z.number().int().min(1),
        replicas: z.number().int().min(1).max(32767),
        config: kafkaConfig.optional(),
      })
      .strict(),
  })
  .strict();

export const STRIMZI_SCHEMAS: Record<string, z.ZodType> = {
  Kafka: kafka,
  KafkaNodePool: kafkaNodePool,
  KafkaTopic: kafkaTopic,
};
