import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RideStatus } from '@escazo/contracts/ride-options';
import { compassDirection, distanceKm, fitProjection, type LatLon, type Point } from '../utils/map-projection.ts';

const WIDTH = 640;
const HEIGHT = 360;
const PADDING = 48;

type Props = {
  pickup: LatLon & { name: string };
  destination: LatLon & { name: string };
  /** Where the driver was at the last status: with pickup and destination, it frames the map. */
  driverFrame: LatLon;
  /** Where the driver is now (moves with the live position events). */
  driver: LatLon;
  status: RideStatus;
};

function Marker({ at, fillClass, label, below }: { at: Point; fillClass: string; label: string; below?: boolean }) {
  return (
    <g transform={`translate(${at.x} ${at.y})`}>
      <circle r="11" className={fillClass} stroke="#fff" strokeWidth="3" />
      <text
        y={below ? 30 : -18}
        textAnchor="middle"
        className="fill-slate-900 text-[13px] font-semibold"
        stroke="#fff"
        strokeWidth="4"
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}

/**
 * The ride drawn by us: an equirectangular projection of the box around pickup, destination and
 * driver, the route as a line, labelled markers and the driver's marker moving live. No tiles,
 * no map library; a text description carries the same facts for assistive technology.
 */
export function RideMap({ pickup, destination, driverFrame, driver, status }: Props) {
  const { t } = useTranslation('rides');
  const project = useMemo(
    () => fitProjection([pickup, destination, driverFrame], { width: WIDTH, height: HEIGHT, padding: PADDING }),
    [pickup, destination, driverFrame],
  );
  const p = project(pickup);
  const d = project(destination);
  const car = project(driver);
  const toPickup = status === 'assigned' || status === 'arriving' || status === 'offered';

  const fromPickupKm = distanceKm(pickup, driver);
  const driverText =
    fromPickupKm < 0.05
      ? t('ride.map.driverAtPickup')
      : distanceKm(destination, driver) < 0.05
        ? t('ride.map.driverAtDestination')
        : t('ride.map.driverAt', {
            km: fromPickupKm.toFixed(1),
            direction: t(`ride.directions.${compassDirection(pickup, driver)}`),
          });
  const label = t('ride.map.label', {
    pickup: pickup.name,
    destination: destination.name,
    distance: distanceKm(pickup, destination).toFixed(1),
    driver: driverText,
  });

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full rounded-2xl border border-slate-200 bg-primary-50/40"
      data-testid="ride-map"
    >
      <defs>
        <pattern id="ride-map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" className="stroke-slate-300" strokeWidth="0.6" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="url(#ride-map-grid)" />
      {toPickup ? (
        <line
          x1={car.x}
          y1={car.y}
          x2={p.x}
          y2={p.y}
          className="stroke-slate-500"
          strokeWidth="3"
          strokeDasharray="6 6"
          strokeLinecap="round"
        />
      ) : null}
      <line x1={p.x} y1={p.y} x2={d.x} y2={d.y} className="stroke-primary-700" strokeWidth="5" strokeLinecap="round" />
      <Marker at={p} fillClass="fill-primary-700" label={t('ride.map.pickup')} below={p.y < d.y} />
      <Marker at={d} fillClass="fill-accent-600" label={t('ride.map.destination')} below={d.y <= p.y} />
      <g
        data-testid="ride-map-driver"
        style={{ transform: `translate(${car.x}px, ${car.y}px)` }}
        className="transition-transform duration-[1800ms] ease-linear motion-reduce:transition-none"
      >
        <rect x="-13" y="-13" width="26" height="26" rx="7" className="fill-slate-900" stroke="#fff" strokeWidth="3" />
        <path
          d="M-6 3h12M-5 3l2-6h6l2 6"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          y="30"
          textAnchor="middle"
          className="fill-slate-900 text-[13px] font-semibold"
          stroke="#fff"
          strokeWidth="4"
          paintOrder="stroke"
        >
          {t('ride.map.driver')}
        </text>
      </g>
    </svg>
  );
}
