import { BaseModel } from './BaseModel.js';

export class Testimonial extends BaseModel {
  static override tableName = 'testimonials';
  static override idColumn = 'uuid';

  uuid!: string;
  slug!: string;
  name!: string;
  location!: string;
  topic!: string;
  quote!: string;
  position!: number;
}
