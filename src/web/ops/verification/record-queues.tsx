import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCar, AdminDocument, AdminDriver } from '@shared/contracts/verification';
import { useCarQueue, useDocumentQueue, useDriverQueue } from './api';
import { CarFacts } from './car-facts';
import { DocumentFacts, DriverFacts } from './record-facts';

import { Decision, type Done } from './queue-parts';
import { CardList } from '../../components/console/list-parts';

// The queues of cars, drivers and documents waiting for a check.

export function CarQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const cars = useCarQueue();
  return (
    <CardList<AdminCar>
      query={cars}
      loadingLabel={t`Loading the cars waiting for review…`}
      empty={<Trans>No car is waiting for review.</Trans>}
    >
      {(car) => {
        // Many cars share a model's name: the registration tells their buttons apart.
        const carName = car.registrationNumber
          ? `${car.carName} · ${car.registrationNumber}`
          : car.carName;
        return (
          <CarFacts car={car}>
            <Decision
              queue="cars"
              id={car._id}
              name={carName}
              rejectTitle={t`Send ${carName} back to its partner`}
              onDone={onDone}
            />
          </CarFacts>
        );
      }}
    </CardList>
  );
}

export function DriverQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const drivers = useDriverQueue();
  return (
    <CardList<AdminDriver>
      query={drivers}
      loadingLabel={t`Loading the drivers waiting for a check…`}
      empty={<Trans>No driver is waiting for a check.</Trans>}
    >
      {(driver) => (
        <DriverFacts driver={driver}>
          <Decision queue="drivers" id={driver._id} name={driver.name} onDone={onDone} />
        </DriverFacts>
      )}
    </CardList>
  );
}

export function DocumentQueue({ onDone }: { onDone: Done }) {
  const { t } = useLingui();
  const documents = useDocumentQueue();
  return (
    <CardList<AdminDocument>
      query={documents}
      loadingLabel={t`Loading the documents waiting for a check…`}
      empty={<Trans>No document is waiting for a check.</Trans>}
    >
      {(document) => (
        <DocumentFacts document={document}>
          {(name) => <Decision queue="documents" id={document._id} name={name} onDone={onDone} />}
        </DocumentFacts>
      )}
    </CardList>
  );
}
