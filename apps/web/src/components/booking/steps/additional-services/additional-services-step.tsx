import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceValue } from '@portal/domain/booking/booking';
import type { RateOption } from '@portal/domain/api/reference';
import { serviceAvailability, serviceErrors, type ServiceAvailability } from '@portal/domain/services/service-rules';
import { SERVICE_LABELS, SERVICE_NONE, SERVICE_UNSET, serviceValueOf } from '@portal/domain/services/service-values';
import type { StepProps } from '../../step-props';
import { ServiceChoice } from './service-choice';

export interface AdditionalServicesValue {
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
}

export interface AdditionalServicesStepProps extends StepProps<AdditionalServicesValue> {
  /** The route's rates (ratesForRoute(...).rates); empty while the route is unknown. */
  routeRates: readonly RateOption[];
  /** The line items' freight type ('' when none is chosen yet). */
  freightType: string;
  /** Drop freight is dropped in at the depot: its pickup answer is shown, not asked. */
  pickupFixed?: boolean;
  /** Why both answers are fixed (a quote's services, spec 02 section 4); they show disabled with it. */
  fixedReason?: string;
}

/** What the route and the company allow (spec 02 section 3: pickupAllowed, deliveryAllowed, forklift options). */
export function servicesAvailable(props: Pick<AdditionalServicesStepProps, 'routeRates' | 'freightType' | 'options'>): ServiceAvailability {
  return serviceAvailability(props.routeRates, props.freightType, props.options);
}

/** Next is enabled only when neither value is 0 and both are allowed (spec 02 section 4). */
export function additionalServicesCanAdvance(value: AdditionalServicesValue, available: ServiceAvailability): boolean {
  return serviceErrors(serviceValueOf(value.pickupRequired), serviceValueOf(value.deliveryRequired), available).length === 0;
}

/** The Additional Services step: pickup and delivery, each a service value 0 to 3 (spec 02 sections 2 and 4). */
export function AdditionalServicesStep(props: AdditionalServicesStepProps) {
  const { value, onChange, readOnly } = props;
  const available = servicesAvailable(props);
  // Values outside 0-3 read as 0 (spec 02 section 4).
  const pickup = serviceValueOf(value.pickupRequired);
  const delivery = serviceValueOf(value.deliveryRequired);
  // An unanswered question is not an error yet (Next stays disabled); each side is judged with
  // the other one answered 'none', so its message shows under its own question.
  const pickupError = pickup === SERVICE_UNSET ? undefined : serviceErrors(pickup, SERVICE_NONE, available)[0];
  const deliveryError = delivery === SERVICE_UNSET ? undefined : serviceErrors(SERVICE_NONE, delivery, available)[0];

  return (
    <Stack gap="md">
      <Title order={2}>Additional Services</Title>
      {props.fixedReason && (
        <Text c="dimmed" data-testid="services-fixed">
          {props.fixedReason}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <ServiceChoice
          label="Pickup"
          value={pickup}
          labels={SERVICE_LABELS.pickup}
          serviceAllowed={available.pickup}
          forkliftOffered={available.forkliftPickup}
          onChange={(next) => onChange({ pickupRequired: next })}
          error={pickupError}
          readOnly={readOnly}
          fixed={props.pickupFixed || props.fixedReason !== undefined}
        />
        <ServiceChoice
          label="Delivery"
          value={delivery}
          labels={SERVICE_LABELS.delivery}
          serviceAllowed={available.delivery}
          forkliftOffered={available.forkliftDelivery}
          onChange={(next) => onChange({ deliveryRequired: next })}
          error={deliveryError}
          readOnly={readOnly}
          fixed={props.fixedReason !== undefined}
        />
      </SimpleGrid>
    </Stack>
  );
}
