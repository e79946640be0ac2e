import { DriverBenefits } from '@web/features/drivers/components/driver-benefits.tsx';
import { DriverCta } from '@web/features/drivers/components/driver-cta.tsx';
import { DriverFaq } from '@web/features/drivers/components/driver-faq.tsx';
import { DriverHero } from '@web/features/drivers/components/driver-hero.tsx';
import { DriverRequirements } from '@web/features/drivers/components/driver-requirements.tsx';
import { DriverStats } from '@web/features/drivers/components/driver-stats.tsx';

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
