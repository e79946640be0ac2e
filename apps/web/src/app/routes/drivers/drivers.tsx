import { DriverBenefits } from '../../../features/drivers/components/driver-benefits.tsx';
import { DriverCta } from '../../../features/drivers/components/driver-cta.tsx';
import { DriverFaq } from '../../../features/drivers/components/driver-faq.tsx';
import { DriverHero } from '../../../features/drivers/components/driver-hero.tsx';
import { DriverRequirements } from '../../../features/drivers/components/driver-requirements.tsx';
import { DriverStats } from '../../../features/drivers/components/driver-stats.tsx';

export default function DriversPage() {
  return (
    <>
      <DriverHero />
      <DriverStats />
      <DriverBenefits />
      <DriverRequirements />
      <DriverFaq />
      <DriverCta />
    </>
  );
}
