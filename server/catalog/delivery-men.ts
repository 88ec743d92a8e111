// Demo couriers. The platform keeps delivery men in their own table; the reference server only needs a
// few to assign to orders, to chat with and to review, so they are a constant (nothing writes to them).
import { image } from './images.ts';

export interface DeliveryMan {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  image: string;
  image_full_url: string;
}

export const DELIVERY_MEN: DeliveryMan[] = [
  { id: 1, f_name: 'Rahim', l_name: 'Uddin', phone: '+8801800000001' },
  { id: 2, f_name: 'Karim', l_name: 'Hossain', phone: '+8801800000002' },
].map((d) => {
  const img = image('delivery-man', `${d.f_name} ${d.l_name}`);
  return { ...d, image: img.file, image_full_url: img.url };
});

export const deliveryManById = new Map(DELIVERY_MEN.map((d) => [d.id, d]));
