import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { DEPOT_FORM_MESSAGES, depotFormErrors, NEW_DEPOT_DEFAULTS, type DepotForm, type DepotFormErrors } from '@portal/domain/carrier/depot-form';
import { AUSTRALIAN_STATES } from '@portal/domain/reference/australian-states';
import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';

type NumberField = 'lat' | 'lng' | 'serviceRadiusKm';
/** The form as typed: numbers as their text, so a half-typed '-27.' stays as it is. */
type Typed = Omit<DepotForm, NumberField> & Record<NumberField, string>;

const typedOf = (depot: DepotForm): Typed => ({ ...depot, lat: String(depot.lat), lng: String(depot.lng), serviceRadiusKm: String(depot.serviceRadiusKm) });
/** A new depot: blank where it is somewhere, the defaults for the rest. */
const NEW_DEPOT: Typed = { code: '', city: '', state: '', lat: '', lng: '', ...NEW_DEPOT_DEFAULTS, serviceRadiusKm: String(NEW_DEPOT_DEFAULTS.serviceRadiusKm) };
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const formOf = (typed: Typed): DepotForm => ({ ...typed, lat: numberOf(typed.lat), lng: numberOf(typed.lng), serviceRadiusKm: numberOf(typed.serviceRadiusKm) });

interface Props {
  /** The depot edited; null for a new one, whose code is typed (an existing one keeps its code: rates and bookings name it). */
  initial: DepotForm | null;
  pending: boolean;
  error: unknown;
  onSubmit: (depot: DepotForm) => void;
  onCancel: () => void;
}

/** The server's sentence about a field, under that field (a code already taken); the rest above the form. */
function serverErrors(error: unknown, code: string): { code?: string; lines: string[] } {
  const lines = errorLines(error);
  const taken = DEPOT_FORM_MESSAGES.codeTaken(code);
  return lines.includes(taken) ? { code: taken, lines: lines.filter((line) => line !== taken) } : { lines };
}

/** A depot's fields (issue 26), checked by the domain's rules before they are sent; the server checks again. */
export function DepotFormFields({ initial, pending, error, onSubmit, onCancel }: Props) {
  const isNew = initial === null;
  const [typed, setTyped] = useState(() => (initial ? typedOf(initial) : NEW_DEPOT));
  const [errors, setErrors] = useState<DepotFormErrors>({});
  const set = (patch: Partial<Typed>) => setTyped((v) => ({ ...v, ...patch }));
  const server = serverErrors(error, typed.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = formOf(typed);
    const found = depotFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(form);
  };
  const text = (field: 'city' | 'generalReceivalCutOff' | 'chilledReceivalCutOff' | NumberField, label: string) => (
    <TextInput label={label} value={typed[field]} error={errors[field]} onChange={(e) => set({ [field]: e.currentTarget.value })} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorList lines={server.lines} />
        <Group grow align="flex-start">
          <TextInput label="Code" value={typed.code} disabled={!isNew} error={errors.code ?? server.code} onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })} />
          <Select label="State" data={[...AUSTRALIAN_STATES]} value={typed.state || null} error={errors.state} allowDeselect={false} onChange={(state) => set({ state: state ?? '' })} />
        </Group>
        {text('city', 'City')}
        <Group grow align="flex-start">
          {text('lat', 'Latitude')}
          {text('lng', 'Longitude')}
        </Group>
        {text('serviceRadiusKm', 'Service radius (km)')}
        <Group grow align="flex-start">
          {text('generalReceivalCutOff', 'General receivals cut-off (HH:MM)')}
          {text('chilledReceivalCutOff', 'Freezer and Chiller receivals cut-off (HH:MM)')}
        </Group>
        <Checkbox label="Pickups run" checked={typed.pickupsRun} onChange={(e) => set({ pickupsRun: e.currentTarget.checked })} />
        <Checkbox label="Deliveries run" checked={typed.deliveriesRun} onChange={(e) => set({ deliveriesRun: e.currentTarget.checked })} />
        <Checkbox label="Closed to new bookings (what is booked still runs)" checked={typed.closed} onChange={(e) => set({ closed: e.currentTarget.checked })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {isNew ? 'Add' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
